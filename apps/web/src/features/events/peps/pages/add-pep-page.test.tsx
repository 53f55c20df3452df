import { pepCalls } from '@congregate/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAdmin } from '../../../../test/admin-fixtures.ts';
import { callsTo, ids, makeLocale, on } from '../../../../test/fake-server.ts';
import { localesCalls } from '@congregate/contracts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { makePep, makePepDetail } from './pep-fixtures.ts';

const known = makePep({ firstName: 'Rosa', lastName: 'Lim', stage: 'attending' });
const created = makePepDetail({ firstName: 'Rosa', lastName: 'Lim' });

const routes = [
  on(localesCalls.all, () => [makeLocale()]),
  on(pepCalls.duplicates, () => ({
    peps: [{ id: known.id, displayName: 'Rosa Lim', stage: 'attending' as const, mobile: known.mobile }],
    members: [],
  })),
  on(pepCalls.create, () => created),
  on(pepCalls.get, () => created),
  on(pepCalls.followUps, () => ({ items: [] })),
];

/** A field's label, with or without the required-field asterisk. */
const field = (text: string) => new RegExp(`^${text}\\s*\\*?$`);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(field(label)), { target: { value } });

describe('flock-pep-add-modal', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes the member the soul winner and hints at people already known', async () => {
    // The duplicate check's pause is passed on a fake clock (real time still runs for the rest).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const calls = signedInMember(routes);
    const { router } = renderApp('/flock-pep-add-modal');
    await screen.findByRole('heading', { name: 'Add a prospect' });
    expect(screen.getByText('You (Maria Santos)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose another member' })).toBeNull();
    type('First name', 'Rosa');
    type('Last name', 'Lim');
    // Names alone do not ask: a mobile or an e-mail is needed too.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(callsTo(calls, pepCalls.duplicates)).toHaveLength(0);
    type('Mobile number', '0917 555 1234');
    expect(await screen.findByText('Maybe already known:')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Rosa Lim (prospect, Attending)' });
    expect(link.getAttribute('href')).toBe(`/pep/${known.id}`);
    expect(Object.fromEntries(new URLSearchParams(callsTo(calls, pepCalls.duplicates)[0]!.search))).toEqual({
      localeId: ids.locale,
      firstName: 'Rosa',
      lastName: 'Lim',
      mobile: '+639175551234',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add the prospect' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pep/${created.id}`));
    expect(callsTo(calls, pepCalls.create)[0]!.body).toEqual({
      firstName: 'Rosa',
      lastName: 'Lim',
      localeId: ids.locale,
      mobile: '+639175551234',
    });
  });

  it('says what is missing and sends nothing', async () => {
    const calls = signedInMember(routes);
    renderApp('/flock-pep-add-modal');
    await screen.findByRole('heading', { name: 'Add a prospect' });
    fireEvent.click(screen.getByRole('button', { name: 'Add the prospect' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(callsTo(calls, pepCalls.create)).toHaveLength(0);
  });

  it('lets an admin choose another member as the soul winner', async () => {
    signedInAdmin(routes);
    renderApp('/flock-pep-add-modal');
    await screen.findByRole('heading', { name: 'Add a prospect' });
    expect(await screen.findByRole('button', { name: 'Choose another member' })).toBeTruthy();
  });
});
