import { familyRequestCalls, profileSectionCalls, type FamilyCard } from '@congregate/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { errorBody, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { at, signedInMember } from '../../../../test/signed-in.ts';

const benId = '71717171-7171-4171-8171-717171717171';
const card: FamilyCard = {
  memberId: benId,
  firstName: 'Ben',
  lastName: 'Cruz',
  photo: null,
  localeName: 'Quezon City',
  flockName: 'C1-Joy',
  relationship: 'spouse',
  birthDate: '1990-02-03',
  weddingDate: '2015-06-20',
  sameHousehold: true,
};

describe('family-modal page', () => {
  it('shows a linked relative’s card and passes axe', async () => {
    signedInMember([on(familyRequestCalls.card, () => card)]);
    renderApp(`/family-modal?memberId=${benId}`);
    expect(await screen.findByRole('heading', { name: 'Ben Cruz' })).toBeTruthy();
    expect(screen.getByText('Quezon City')).toBeTruthy();
    expect(screen.getByText('C1-Joy')).toBeTruthy();
    expect(screen.getByText('Same household')).toBeTruthy();
    expect(screen.getByText('Wedding date')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says so for a member not linked to me', async () => {
    signedInMember([on(familyRequestCalls.card, () => json(404, errorBody('not_found', 'Not found')))]);
    renderApp(`/family-modal?memberId=${benId}`);
    expect(
      await screen.findByText('This member is not linked to you, or the link was removed.'),
    ).toBeTruthy();
  });

  it('opened bare, lists my linked relatives', async () => {
    signedInMember([
      on(profileSectionCalls.sections.relatives.list, () => ({
        relatives: [
          {
            id: '73737373-7373-4373-8373-737373737373',
            createdAt: at,
            updatedAt: at,
            relationship: 'spouse' as const,
            firstName: 'Ben',
            lastName: 'Cruz',
            birthDate: null,
            mobile: null,
            memberId: benId,
          },
        ],
      })),
    ]);
    renderApp('/family-modal');
    const link = await screen.findByRole('link', { name: 'Ben Cruz' });
    expect(link.getAttribute('href')).toBe(`/family-modal?memberId=${benId}`);
    await expectNoAxeViolations();
  });
});
