import { fundCalls, giftCalls, type GivingAccessLevel } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, errorBody, ids, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { giftId, receipt } from '../test/giving-fixtures.ts';

const accessOf = (level: GivingAccessLevel | null) =>
  on(fundCalls.access, () => ({
    locales: level
      ? [{ localeId: ids.locale, localeName: 'Quezon City', currency: 'PHP', access: level }]
      : [],
  }));

const details = () => screen.getByRole('article', { name: 'Official receipt' });

afterEach(() => vi.restoreAllMocks());

describe('transaction-modal (a gift’s receipt)', { timeout: 30_000 }, () => {
  it('shows the church, the donor and the gift, prints, and offers a member no refund; passes axe', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    signedInMember([on(giftCalls.get, () => receipt(), { id: giftId }), accessOf(null)]);
    renderApp(`/transaction-modal?id=${giftId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy();
    const article = details();
    for (const text of [
      'Congregate Church Inc.',
      '1 Church Road, Quezon City',
      'Tax ID: 123-456-789',
      '2026-000042',
      'Maria Santos',
      '12 Mabini St, Quezon City',
      'Tithes',
      '₱500.00',
      '₱24.00',
      '₱524.00',
      'Card',
      'Quezon City',
      'Received',
    ])
      expect(within(article).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(article).getByText('Fee covered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund gift' })).toBeNull();
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('lets finance of the gift’s locale refund it with a reason, after asking', async () => {
    let refunded = false;
    const calls = signedInMember([
      on(giftCalls.refund, ({ body }) => {
        refunded = true;
        return receipt({
          status: 'refunded',
          refundedAt: '2026-03-05T08:00:00.000Z',
          refundReason: body.reason,
        });
      }),
      on(giftCalls.get, () =>
        refunded
          ? receipt({
              status: 'refunded',
              refundedAt: '2026-03-05T08:00:00.000Z',
              refundReason: 'Given twice',
            })
          : receipt(),
      ),
      accessOf('manage'),
    ]);
    renderApp(`/transaction-modal?id=${giftId}`);
    const submit = await screen.findByRole('button', { name: 'Refund gift' });
    fireEvent.click(submit);
    expect(await screen.findByText('Say why the gift is refunded')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: /Reason for the refund/ }), {
      target: { value: 'Given twice' },
    });
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Refund this gift?' });
    expect(within(dialog).getByText(/₱524\.00 goes back to Maria Santos/)).toBeTruthy();
    expect(callsTo(calls, giftCalls.refund)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The gift was refunded.')).toBeTruthy();
    expect(callsTo(calls, giftCalls.refund).map((call) => call.body)).toEqual([{ reason: 'Given twice' }]);
    expect(await screen.findByText(/Refunded on .*: Given twice/)).toBeTruthy();
    expect(within(details()).getByText('Refunded')).toBeTruthy();
  });

  it('says when the gift was already refunded (409)', async () => {
    signedInMember([
      on(giftCalls.refund, () =>
        json(409, errorBody('already_refunded', 'Already refunded', { reason: 'already_refunded' })),
      ),
      on(giftCalls.get, () => receipt()),
      accessOf('manage'),
    ]);
    renderApp(`/transaction-modal?id=${giftId}`);
    fireEvent.change(await screen.findByRole('textbox', { name: /Reason for the refund/ }), {
      target: { value: 'Duplicate' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refund gift' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Refund this gift?' })).getByRole('button', {
        name: 'Refund',
      }),
    );
    expect(await screen.findByText('This gift was already refunded.')).toBeTruthy();
  });

  it('offers no refund to a locale admin who only views the locale’s giving', async () => {
    signedInMember([on(giftCalls.get, () => receipt()), accessOf('view')]);
    renderApp(`/transaction-modal?id=${giftId}`);
    await screen.findByRole('article', { name: 'Official receipt' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund gift' })).toBeNull());
  });

  it('explains itself when opened bare, and when the gift is not the reader’s', async () => {
    signedInMember([on(giftCalls.get, () => json(404, errorBody('not_found', 'Not found'))), accessOf(null)]);
    const { router } = renderApp('/transaction-modal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Which receipt?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my giving' }).getAttribute('href')).toBe('/transactions');
    await router.navigate(`/transaction-modal?id=${giftId}`);
    expect(await screen.findByText('Receipt not available')).toBeTruthy();
  });
});
