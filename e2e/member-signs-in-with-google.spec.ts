import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';

/**
 * The "Google" of the journeys is a real OpenID provider on loopback (oidc-provider, e2e/support/
 * google-stand-in-server.ts): its own sign-in and consent pages, any password.
 */
async function signInAtGoogle(page: Page, email: string, appOrigin: string) {
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The first time Google asks her to let Congregate see her address; later it remembers.
  const inApp = (url: URL) => url.origin === appOrigin;
  // Polled, not raced: a losing `waitFor` would go on waiting (and running the accessibility scan's handler
  // beside the journey's next step) until the test ends.
  const allow = page.getByRole('button', { name: 'Continue' });
  await expect.poll(async () => inApp(new URL(page.url())) || (await allow.isVisible())).toBe(true);
  if (!inApp(new URL(page.url()))) await allow.click();
}

test('the demo member links Google to her account once, then signs in with it; cancelling at Google says so', async ({
  page,
  baseURL,
  signOut,
  apiAs,
}) => {
  const app = new URL(baseURL!).origin;
  test.setTimeout(90_000);
  // The journey starts with the demo member not linked to Google; an earlier attempt or a repeat that linked her
  // leaves her linked, so she unlinks it first, through her own sign-in methods' call (404: not linked).
  const unlink = await (await apiAs('member@example.org')).delete('/api/login/auth/identities/google');
  expect([200, 404], `unlinking Google: ${unlink.status()}`).toContain(unlink.status());

  // Google vouches for her address, which is her account's: she confirms it is hers once, with her password.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await signInAtGoogle(page, 'member@example.org', app);
  await expect(page).toHaveURL(/\/login\?social=/);
  await expect(page.getByRole('heading', { name: 'Link your Google account' })).toBeVisible();
  await page.getByLabel('Password of your Congregate account').fill('not her password');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText('That password is incorrect. Nothing was linked.')).toBeVisible();
  await page.getByLabel('Password of your Congregate account').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await expect(page.getByRole('heading', { level: 1, name: /Maria/ })).toBeVisible();

  // From now on Google signs her straight in, and her sign-in methods show it.
  await signOut();
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await signInAtGoogle(page, 'member@example.org', app);
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.goto('/tabs/change-password');
  await expect(page.getByRole('heading', { name: 'Sign-in methods' })).toBeVisible();
  await expect(page.getByText(/^Linked as member@example\.org since /)).toBeVisible();

  // Someone who starts with Google and thinks better of it comes back to the sign-in page, told why.
  await signOut();
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(/\/login\?socialError=cancelled/);
  await expect(page.getByText('User cancelled login or did not fully authorize.')).toBeVisible();
});
