import { announcementCalls, type Announcement } from '@congregate/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { errorBody, ids, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';

const id = '81818181-8181-4181-8181-818181818181';
const potluck: Announcement = {
  id,
  localeId: ids.locale,
  audience: 'locale',
  audienceRef: null,
  audienceName: 'Quezon City',
  title: 'Thanksgiving Sunday potluck',
  body: 'Bring a dish.\n\n<b>Rice</b> is provided.',
  sendAt: '2026-03-01T08:00:00.000Z',
  sentAt: '2026-03-01T08:00:00.000Z',
  recipients: 134,
  cancelledAt: null,
  createdBy: { name: 'Grace Villanueva' },
  createdAt: '2026-03-01T08:00:00.000Z',
  state: 'sent',
};

describe('announcement/:id', { timeout: 30_000 }, () => {
  it('shows the title, the sender, and the body as plain text with its line breaks; passes axe', async () => {
    signedInMember([on(announcementCalls.get, () => potluck, { id })]);
    renderApp(`/announcement/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thanksgiving Sunday potluck' }),
    ).toBeTruthy();
    expect(screen.getByText(/From Grace Villanueva/)).toBeTruthy();
    const body = screen.getByText(/Bring a dish/);
    expect(body.textContent).toBe('Bring a dish.\n\n<b>Rice</b> is provided.');
    expect(body.querySelector('b')).toBeNull();
    expect(screen.getByText('To the whole locale Quezon City')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says it is not available when the server does not show it', async () => {
    signedInMember([on(announcementCalls.get, () => json(404, errorBody('not_found', 'Not found')), { id })]);
    renderApp(`/announcement/${id}`);
    expect(await screen.findByText('Announcement not available')).toBeTruthy();
  });
});
