import { giftCalls, type Checkout } from '@congregate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe.ts';
import { callsTo, errorBody, json, on } from '../../../../test/fake-server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signedInMember } from '../../../../test/signed-in.ts';
import { checkoutNavigation } from '../lib/checkout-navigation.ts';
import { givingRoutes, missionsId, stripeSettings, tithesId } from '../test/giving-fixtures.ts';

const manualAnswer = (amountMinor: number): Checkout => ({
  provider: 'manual',
  url: null,
  amountMinor,
  feeMinor: 0,
  currency: 'PHP',
  frequency: 'once',
  manual: {
    bankDetails: 'BPI 1234-5678-90\nCongregate Church Inc.',
    instructions: 'Or give at the welcome desk after the service.',
    reference: 'G-7QX4-2M',
  },
});

const amountField = () => screen.getByRole('textbox', { name: /Amount \(PHP\)/ });

afterEach(() => vi.restoreAllMocks());

describe('give-modal', { timeout: 30_000 }, () => {
  it('with the manual provider: fund and amount, then the bank details and a reference to copy; passes axe', async () => {
    const calls = signedInMember([
      on(giftCalls.checkout, ({ body }) => manualAnswer(body.amountMinor)),
      ...givingRoutes(),
    ]);
    renderApp('/give-modal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Give' })).toBeTruthy();
    expect(await screen.findByText('Give to a fund of Quezon City in PHP.')).toBeTruthy();
    const fund = await screen.findByRole('combobox', { name: /Fund/ });
    const options = within(fund)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose a fund', 'Tithes', 'Missions']);
    // Manual: once only, no fee.
    expect(screen.queryByRole('radiogroup', { name: 'How often' })).toBeNull();
    expect(screen.queryByRole('switch', { name: /Cover the fee/ })).toBeNull();

    fireEvent.change(fund, { target: { value: tithesId } });
    fireEvent.change(amountField(), { target: { value: '1,250.50' } });
    expect(screen.getByText('You give ₱1,250.50')).toBeTruthy();
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('button', { name: 'Show how to give' }));

    expect(await screen.findByRole('heading', { name: 'How to give' })).toBeTruthy();
    expect(screen.getByText('Give ₱1,250.50 to Tithes by bank transfer or in person:')).toBeTruthy();
    expect(screen.getByText(/BPI 1234-5678-90/)).toBeTruthy();
    expect(screen.getByText('Or give at the welcome desk after the service.')).toBeTruthy();
    expect(screen.getByText('G-7QX4-2M')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy reference' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Done' }).getAttribute('href')).toBe('/transactions');
    expect(callsTo(calls, giftCalls.checkout).map((call) => call.body)).toEqual([
      { fundId: tithesId, amountMinor: 125_050, currency: 'PHP', frequency: 'once', coverFee: false },
    ]);
    await expectNoAxeViolations();
  });

  it('says what is wrong with the fund and the amount, and sends nothing until it is right', async () => {
    const calls = signedInMember([
      on(giftCalls.checkout, ({ body }) => manualAnswer(body.amountMinor)),
      ...givingRoutes(),
    ]);
    renderApp('/give-modal');
    const submit = await screen.findByRole('button', { name: 'Show how to give' });
    fireEvent.click(submit);
    expect(await screen.findByText('Choose the fund to give to')).toBeTruthy();
    expect(screen.getByText('Enter an amount, e.g. 1,250.50')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: /Fund/ }), { target: { value: missionsId } });
    for (const [typed, problem] of [
      ['0.50', 'The smallest gift is ₱1.00'],
      ['2000000', 'The largest gift is ₱1,000,000.00'],
      ['12.345', 'Enter an amount, e.g. 1,250.50'],
      ['ten', 'Enter an amount, e.g. 1,250.50'],
    ] as const) {
      fireEvent.change(amountField(), { target: { value: typed } });
      fireEvent.click(submit);
      expect(await screen.findByText(problem)).toBeTruthy();
    }
    expect(callsTo(calls, giftCalls.checkout)).toEqual([]);

    fireEvent.change(amountField(), { target: { value: '500' } });
    expect(screen.queryByText(/Enter an amount/)).toBeNull();
    fireEvent.click(submit);
    await screen.findByRole('heading', { name: 'How to give' });
    expect(callsTo(calls, giftCalls.checkout)).toHaveLength(1);
  });

  it('online: preselects ?fundId=, shows the exact fee and the total, and goes to the provider’s checkout', async () => {
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
    const calls = signedInMember([
      on(giftCalls.checkout, ({ body }) => ({
        provider: 'stripe' as const,
        url: 'https://checkout.stripe.test/c/pay/cs_test_1',
        amountMinor: body.amountMinor,
        feeMinor: 5_182,
        currency: 'PHP',
        frequency: body.frequency,
        manual: null,
      })),
      ...givingRoutes({ settings: stripeSettings() }),
    ]);
    renderApp(`/give-modal?fundId=${missionsId}`);
    const fund = await screen.findByRole<HTMLSelectElement>('combobox', { name: /Fund/ });
    expect(fund.value).toBe(missionsId);
    expect(screen.getByRole('radiogroup', { name: 'How often' })).toBeTruthy();

    fireEvent.change(amountField(), { target: { value: '1000' } });
    // 3.5 % + ₱15.00 of the charge: ₱51.82 makes the fund receive ₱1,000.00 whole.
    const cover = screen.getByRole('switch', { name: /^Cover the fee \(₱51\.82\)/ });
    expect(screen.getByText('Total charged: ₱1,000.00')).toBeTruthy();
    fireEvent.click(cover);
    expect(await screen.findByText('Total charged: ₱1,051.82')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Every month' }));
    expect(await screen.findByText('Total charged each time: ₱1,051.82')).toBeTruthy();
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_1'));
    expect(callsTo(calls, giftCalls.checkout).map((call) => call.body)).toEqual([
      { fundId: missionsId, amountMinor: 100_000, currency: 'PHP', frequency: 'monthly', coverFee: true },
    ]);
  });

  it('says nothing was charged when the member comes back from a cancelled checkout', async () => {
    signedInMember(givingRoutes({ settings: stripeSettings() }));
    renderApp('/give-modal?checkout=cancelled');
    expect(await screen.findByText('Checkout cancelled — nothing was charged.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('shows the server’s refusal in the form', async () => {
    signedInMember([
      on(giftCalls.checkout, () => json(422, errorBody('fund_not_available', 'Fund not available'))),
      ...givingRoutes(),
    ]);
    renderApp(`/give-modal?fundId=${tithesId}`);
    fireEvent.change(await screen.findByRole('textbox', { name: /Amount \(PHP\)/ }), {
      target: { value: '100' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show how to give' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This fund no longer takes gifts. Choose another.',
    );
  });
});
