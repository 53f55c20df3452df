import { expect, PERSON_PASSWORD, test, uniqueTag } from './fixtures.ts';

test('a new person registers and lands on the not-authorized page that says who endorses them', async ({ page }) => {
  const email = `new-${uniqueTag()}@example.org`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Zoë');
  await page.getByLabel('Last name').fill('Ibáñez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PERSON_PASSWORD);
  await page.getByRole('combobox', { name: 'Locale' }).click();
  await page.getByRole('option', { name: /Quezon City/ }).click();
  await page.getByRole('checkbox', { name: /privacy/i }).check();
  await page.getByRole('checkbox', { name: /disclaimer/i }).check();
  await page.getByRole('button', { name: /Register|Create account/ }).click();

  await expect(page).toHaveURL(/\/not-authorized$/);
  await expect(page.getByText(/endorse/i).first()).toBeVisible();
  await expect(page.getByText(/Quezon City/).first()).toBeVisible();

  // Until endorsed, guarded pages keep sending them back here.
  await page.goto('/tabs/tab7');
  await expect(page).toHaveURL(/\/not-authorized$/);
});

test('registration explains what is missing', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: /Register|Create account/ }).click();
  await expect(page.getByText(/valid email/i).first()).toBeVisible();
  await expect(page.getByText(/at least 10 characters/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
