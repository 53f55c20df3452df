import { expect, PERSON_PASSWORD, test, uniqueTag } from './fixtures.ts';

test('a new person registers and lands on the not-authorized page that says who endorses them', async ({
  page,
  adminApi,
}) => {
  const email = `new-${uniqueTag()}@example.org`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Zoë');
  await page.getByLabel('Last name').fill('Ibáñez');
  await page.getByLabel('Email').fill('zoe@');
  await page.getByLabel('Password', { exact: true }).fill(PERSON_PASSWORD);
  // Typed the way it is dialled in the Philippines.
  await page.getByLabel('Mobile number').fill('0917 123 4567');
  await page.getByRole('button', { name: /Register|Create account/ }).click();

  // What is wrong is said in words, beside the field, and goes as soon as the field is fixed.
  await expect(page.getByText('Choose your locale', { exact: true })).toBeVisible();
  await expect(page.getByText(/Invalid|UUID/)).toHaveCount(0);
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await expect(page.getByText('Enter a valid email address')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Locale' }).click();
  await page.getByRole('option', { name: /Quezon City/ }).click();
  await expect(page.getByText('Choose your locale', { exact: true })).toHaveCount(0);

  await page.getByRole('checkbox', { name: /privacy/i }).check();
  await page.getByRole('checkbox', { name: /disclaimer/i }).check();
  const registered = page.waitForResponse((response) => response.url().endsWith('/api/login/auth/register'));
  await page.getByRole('button', { name: /Register|Create account/ }).click();
  const { memberId } = (await (await registered).json()) as { memberId: string };

  await expect(page).toHaveURL(/\/not-authorized$/);
  // The local number is stored in international form, from the locale's country.
  const detail = await adminApi.get(`/api/membership/admin/members/${memberId}`);
  expect(await detail.text()).toContain('"+639171234567"');
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
