import { expect, test } from './fixtures.ts';

// Only reads the demo data (no journey changes the demo members it searches).
test('the secretary finds a member by part of the surname typed without its accent', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  await signIn('secretary@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);

  // The Admin tab leads to the dashboard, which leads to the member search.
  // On a phone the tabs are the bottom bar.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin-page$/);
  await page.getByRole('link', { name: 'Find members' }).click();
  await expect(page).toHaveURL(/\/admin-members$/);

  // The demo data has members named Peña; "pena" (no tilde) finds them.
  await page.getByLabel('Search').fill('pena');
  await expect(page).toHaveURL(/[?&]q=pena(&|$)/);
  const result = page.getByRole('link', { name: /Peña/ }).first();
  await expect(result).toBeVisible();
  const name = ((await result.locator('p').first().textContent()) ?? '').trim();
  expect(name).toMatch(/Peña/);

  // The detail opens over the results; the address keeps the search and names the member.
  await result.click();
  const detail = page.getByRole('dialog', { name: 'Member' });
  await expect(detail.getByText(name, { exact: false }).first()).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=pena(&|$)/);
  await expect(page).toHaveURL(/[?&]member=[0-9a-f-]{36}(&|$)/);

  // A reload (or a shared link) shows the same search and the same member.
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: 'Member' }).getByRole('heading', { name: 'Account' }),
  ).toBeVisible();
  await expect(page.getByLabel('Search')).toHaveValue('pena');

  // Closing the detail goes back to the results, still filtered.
  await page.getByRole('dialog', { name: 'Member' }).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin-members\?q=pena$/);
  await expect(page.getByRole('link', { name: /Peña/ }).first()).toBeVisible();
});
