import { fundCalls, giftCalls, recurringCalls, statementCalls, type Gift } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, ids, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { gift, givingRoutes, missionsId, plan, planId, tithesId } from '../test/giving-fixtures.ts';

const thisYear = new Date().getFullYear();
const secondId = '67676767-6767-4767-8767-676767676767';
const pageOf = (items: Gift[], nextCursor: string | null = null) => ({
  items,
  nextCursor,
  totals: [
    { year: 2025, fundId: tithesId, fundName: 'Tithes', currency: 'PHP', amountMinor: 150_000, count: 3 },
    { year: 2025, fundId: missionsId, fundName: 'Missions', currency: 'USD', amountMinor: 2_500, count: 1 },
  ],
});
const search = (call: { search?: string }) => Object.fromEntries(new URLSearchParams(call.search ?? ''));

let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:statement'),
    revokeObjectURL: () => {},
  });
});
afterEach(() => vi.restoreAllMocks());

describe('transactions (a member’s giving)', { timeout: 30_000 }, () => {
  it('shows the year’s totals per fund and currency, the gifts with receipts and Load more; passes axe', async () => {
    const calls = signedInMember([
      on(giftCalls.list, ({ query }) =>
        query.cursor
          ? pageOf([
              gift({ id: secondId, receiptNumber: '2025-000007', givenAt: '2025-01-05T08:00:00.000Z' }),
            ])
          : pageOf(
              [
                gift({ givenAt: '2025-03-01T08:00:00.000Z' }),
                gift({
                  id: '77777777-1111-4111-8111-111111111111',
                  status: 'refunded',
                  refundedAt: '2025-03-02T08:00:00.000Z',
                  givenAt: '2025-02-01T08:00:00.000Z',
                  amountMinor: 20_000,
                }),
              ],
              'next-1',
            ),
      ),
      on(recurringCalls.list, () => ({ items: [] })),
      ...givingRoutes(),
    ]);
    renderApp('/transactions?year=2025');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giving' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('link', { name: 'Give' }).getAttribute('href')).toBe('/give-modal');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Year' }).value).toBe('2025');

    const totals = await screen.findByRole('region', { name: 'Totals for 2025' });
    expect(within(totals).getByText('₱1,500.00')).toBeTruthy();
    expect(within(totals).getByText('$25.00')).toBeTruthy();
    expect(within(totals).getByText('3 gifts')).toBeTruthy();

    const receipt = screen.getByRole('link', { name: /^Receipt for ₱500\.00 to Tithes/ });
    expect(receipt.getAttribute('href')).toBe(`/transaction-modal?id=${gift().id}`);
    expect(screen.getByText('Refunded')).toBeTruthy();
    expect(screen.getByText('Recurring gifts')).toBeTruthy();
    expect(screen.getByText(/No recurring gifts/)).toBeTruthy();
    await expectNoAxeViolations();

    const first = callsTo(calls, giftCalls.list)[0]!;
    expect(search(first)).toMatchObject({ from: '2025-01-01', to: '2025-12-31' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByRole('link', { name: /^Receipt for ₱500\.00 to Tithes on Jan 5, 2025/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Fund' }), { target: { value: missionsId } });
    await waitFor(() =>
      expect(callsTo(calls, giftCalls.list).some((call) => search(call).fundId === missionsId)).toBe(true),
    );
  });

  it('says how to give when there are no gifts, and downloads the year’s statement', async () => {
    const calls = signedInMember([
      on(giftCalls.list, () => ({ items: [], nextCursor: null, totals: [] })),
      on(recurringCalls.list, () => ({ items: [] })),
      on(
        statementCalls.statement,
        () => new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      ),
      ...givingRoutes(),
    ]);
    renderApp('/transactions');
    expect(await screen.findByText(/No gifts here yet\. Tap “Give”/)).toBeTruthy();
    expect(screen.getByText(`No gifts in ${thisYear}.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Download ${thisYear} statement` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(callsTo(calls, statementCalls.statement)[0]!.url).toContain(`/statements/${thisYear}`);
  });

  it('shows a failing plan plainly, and asks before cancelling one', async () => {
    let cancelled = false;
    const calls = signedInMember([
      on(giftCalls.list, () => ({ items: [], nextCursor: null, totals: [] })),
      on(recurringCalls.list, () => ({
        items: [
          plan({ status: cancelled ? 'cancelled' : 'failing', failureMessage: 'Your card was declined.' }),
        ],
      })),
      on(recurringCalls.cancel, () => {
        cancelled = true;
        return plan({ status: 'cancelled', cancelledAt: '2026-03-02T08:00:00.000Z' });
      }),
      ...givingRoutes(),
    ]);
    renderApp('/transactions');
    expect(await screen.findByText('Payment failing')).toBeTruthy();
    expect(screen.getByText(/The last payment did not go through: Your card was declined\./)).toBeTruthy();
    expect(screen.getByText('₱1,000.00 every month')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the recurring gift to Missions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop this recurring gift?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, recurringCalls.cancel)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the recurring gift to Missions' }));
    const again = await screen.findByRole('dialog', { name: 'Stop this recurring gift?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Stop recurring gift' }));
    expect(await screen.findByText('The recurring gift was stopped.')).toBeTruthy();
    expect(callsTo(calls, recurringCalls.cancel)[0]!.url).toContain(`/recurring/${planId}`);
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });

  it('back from the checkout: thanks, then names the gift once the webhook recorded it', async () => {
    let asked = 0;
    signedInMember([
      on(giftCalls.list, () => {
        asked += 1;
        return asked < 3
          ? { items: [], nextCursor: null, totals: [] }
          : { items: [gift({ givenAt: new Date().toISOString() })], nextCursor: null, totals: [] };
      }),
      on(recurringCalls.list, () => ({ items: [] })),
      ...givingRoutes(),
    ]);
    renderApp('/transactions?checkout=done&session_id=cs_test_1');
    expect(await screen.findByText('Thank you — your gift is being confirmed.')).toBeTruthy();
    expect(
      await screen.findByText('Your gift of ₱500.00 to Tithes was received.', {}, { timeout: 8_000 }),
    ).toBeTruthy();
  });

  it('says nothing was charged after a cancelled checkout', async () => {
    signedInMember([
      on(giftCalls.list, () => ({ items: [], nextCursor: null, totals: [] })),
      on(recurringCalls.list, () => ({ items: [] })),
      ...givingRoutes(),
    ]);
    renderApp('/transactions?checkout=cancelled');
    expect(await screen.findByText('Checkout cancelled — nothing was charged.')).toBeTruthy();
  });

  it('has the tabs My giving and Church giving for those who see a locale’s giving (?tab=finance)', async () => {
    signedInMember([
      on(giftCalls.list, () => ({ items: [], nextCursor: null, totals: [] })),
      on(recurringCalls.list, () => ({ items: [] })),
      ...givingRoutes({
        access: on(fundCalls.access, () => ({
          locales: [
            { localeId: ids.locale, localeName: 'Quezon City', currency: 'PHP', access: 'manage' as const },
          ],
        })),
      }),
    ]);
    renderApp('/transactions?tab=finance');
    const church = await screen.findByRole('tab', { name: 'Church giving' });
    expect(church.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'My giving' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'My giving' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(await screen.findByText(/No gifts here yet/)).toBeTruthy();
  });
});
