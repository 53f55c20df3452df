import type { GivingSettings } from '@congregate/contracts';
import { expect, test } from './fixtures.ts';

// Quezon City, the demo member's locale, takes gifts by bank transfer and in person (no online provider
// operates there in the demo); the journeys' server is configured with the Stripe stand-in
// (e2e/support/stripe-stand-in-server.ts), which the second journey turns on for the locale.

test('the demo member gives by bank transfer: the give page shows the bank details and a reference', async ({
  page,
  signIn,
}) => {
  await signIn('member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.getByRole('link', { name: 'Give', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Give' })).toBeVisible();

  await page.getByLabel('Fund', { exact: true }).selectOption({ label: 'Tithes' });
  await page.getByLabel('Amount (PHP)').fill('1,250.50');
  await expect(page.getByText('You give ₱1,250.50')).toBeVisible();
  // Manual giving has no frequency and no card fee to cover.
  await expect(page.getByRole('radiogroup', { name: 'How often' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show how to give' }).click();

  await expect(page.getByRole('heading', { name: 'How to give' })).toBeVisible();
  await expect(page.getByText(/Bank: BPI/)).toBeVisible();
  await expect(page.getByText(/^GIVE-M\d+-TITH$/)).toBeVisible();
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Giving' })).toBeVisible();
});

test('with online giving on, the member pays on the provider’s page and finds the gift on their giving page', async ({
  page,
  signIn,
  adminApi,
}) => {
  test.setTimeout(60_000);
  // The super admin turns online giving on for Quezon City (finance's "Funds and settings" does the same).
  const locales = (await (await adminApi.get('/api/payment/giving-access')).json()) as {
    locales: { localeId: string; localeName: string }[];
  };
  const quezonCity = locales.locales.find((l) => l.localeName === 'Quezon City');
  expect(quezonCity).toBeDefined();
  const settings = (await (
    await adminApi.get(`/api/payment/giving-settings?localeId=${quezonCity!.localeId}`)
  ).json()) as GivingSettings;
  const put = (onlineEnabled: boolean) =>
    adminApi.put(`/api/payment/giving-settings/${quezonCity!.localeId}`, {
      data: {
        onlineEnabled,
        bankDetails: settings.bankDetails,
        instructions: settings.instructions,
        feePercentBasisPoints: settings.fee.percentBasisPoints,
        feeFixedMinor: settings.fee.fixedMinor,
      },
    });
  expect((await put(true)).ok()).toBe(true);

  try {
    await signIn('member@example.org');
    await expect(page).toHaveURL(/\/tabs\/tab7$/);
    await page.goto('/give-modal');
    await page.getByLabel('Fund', { exact: true }).selectOption({ label: 'Missions' });
    await page.getByLabel('Amount (PHP)').fill('500');
    await page.getByRole('radio', { name: 'Once' }).check();
    // Covering the fee shows the fee and what the card is charged.
    await page.getByLabel(/^Cover the fee/).check();
    await expect(page.getByText(/^Total charged: ₱5\d\d\.\d\d$/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The provider's checkout page (the stand-in): paying sends Congregate the signed webhook, then returns.
    await expect(page.getByRole('heading', { name: /^Pay ₱5\d\d\.\d\d$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/transactions\?checkout=/);
    await expect(page.getByText('Your gift of ₱500.00 to Missions was received.')).toBeVisible();
    const receipt = page.getByRole('link', { name: /^Receipt for ₱500\.00 to Missions on / }).first();
    await receipt.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    await expect(page.getByText('Congregate Church International, Inc.')).toBeVisible();
    await expect(page.getByText('Maria Dela Cruz')).toBeVisible();
  } finally {
    expect((await put(false)).ok()).toBe(true);
  }
});
