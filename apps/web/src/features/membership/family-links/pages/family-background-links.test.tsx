import { profileSectionCalls } from '@congregate/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const { sections } = profileSectionCalls;
const entry = (id: string, firstName: string, memberId: string | null) => ({
  id,
  createdAt: at,
  updatedAt: at,
  relationship: 'sibling' as const,
  firstName,
  lastName: 'Cruz',
  birthDate: null,
  mobile: null,
  memberId,
});

describe('family background links (family links)', () => {
  it('offers to link an entry to its member record, and opens a linked one', async () => {
    const benId = '71717171-7171-4171-8171-717171717171';
    signedInMember([
      on(sections.relatives.list, () => ({
        relatives: [
          entry('73737373-7373-4373-8373-737373737373', 'Ana', null),
          entry('76767676-7676-4676-8676-767676767676', 'Ben', benId),
        ],
      })),
      on(sections.jobSpecs.list, () => ({ jobSpecs: [] })),
    ]);
    renderApp('/tabs/family-background');
    const link = await screen.findByRole('link', { name: 'Link to their member record: Ana Cruz' });
    expect(link.textContent).toBe('Link to their member record');
    expect(link.getAttribute('href')).toBe('/family-request?entryId=73737373-7373-4373-8373-737373737373');
    const open = screen.getByRole('link', { name: 'Open Ben Cruz' });
    expect(open.getAttribute('href')).toBe(`/family-modal?memberId=${benId}`);
  });
});
