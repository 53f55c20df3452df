import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'congregate-demo';

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the demo member signs in, sees their name on the home tab, and signs out', async ({ page }) => {
  await signIn(page, 'member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await expect(page.getByRole('heading', { name: /Maria/ })).toBeVisible();

  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('button', { name: 'Sign out' }).or(page.getByRole('link', { name: 'Sign out' })).first().click();
  await expect(page).toHaveURL(/\/login$/);
  // Signed out for real: a guarded page sends us back to sign in.
  await page.goto('/tabs/tab7');
  await expect(page).toHaveURL(/\/login$/);
});

test('opening the site address signed out leads to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a signed-in member opening /login lands on the home tab', async ({ page }) => {
  await signIn(page, 'member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
});

test('a wrong password shows a clear message and stays on the sign-in page', async ({ page }) => {
  await signIn(page, 'member@example.org', 'not-my-password');
  await expect(page.getByText('Email or password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

for (const [email, landing] of [
  ['admin@example.org', /\/tabs\/tab7$/],
  ['secretary@example.org', /\/tabs\/tab7$/],
  ['leader@example.org', /\/tabs\/tab7$/],
  ['pending@example.org', /\/not-authorized$/],
] as const) {
  test(`demo account ${email} signs in and lands where the spec says`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(landing);
  });
}
