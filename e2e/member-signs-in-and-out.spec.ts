import { expect, test } from './fixtures.ts';

// These journeys only read the demo accounts (no journey changes them).

test('the demo member signs in, sees their name on the home tab, and signs out', async ({
  page,
  signInThroughPage,
  signOut,
}) => {
  await signInThroughPage('member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await expect(page.getByRole('heading', { name: /Maria/ })).toBeVisible();

  await signOut();
  // Signed out for real: a guarded page sends us back to sign in.
  await page.goto('/tabs/tab7');
  await expect(page).toHaveURL(/\/login$/);
});

test('opening the site address signed out leads to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a signed-in member opening /login lands on the home tab', async ({ page, signInThroughPage }) => {
  await signInThroughPage('member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
});

test('a wrong password shows a clear message and stays on the sign-in page', async ({
  page,
  signInThroughPage,
}) => {
  await signInThroughPage('member@example.org', 'not-my-password');
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

for (const [email, landing] of [
  ['admin@example.org', /\/tabs\/tab7$/],
  ['secretary@example.org', /\/tabs\/tab7$/],
  ['leader@example.org', /\/tabs\/tab7$/],
  ['pending@example.org', /\/not-authorized$/],
] as const) {
  test(`demo account ${email} signs in and lands where the spec says`, async ({
    page,
    signInThroughPage,
  }) => {
    await signInThroughPage(email);
    await expect(page).toHaveURL(landing);
  });
}
