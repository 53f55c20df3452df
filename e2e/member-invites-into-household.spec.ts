import { devices } from '@playwright/test';
import { expect, test, uniqueTag } from './fixtures.ts';
import { checkAccessibility, describeViolations } from './accessibility.ts';

test('the demo member invites her spouse into the household by e-mail, and he accepts on his own phone', async ({
  page,
  browser,
  baseURL,
  signIn,
  registerEndorsedPerson,
}) => {
  test.setTimeout(90_000);
  // A surname of this run: the spouse a repeat or a retry invited before is in the household too.
  const spouse = await registerEndorsedPerson({ firstName: 'Paolo', lastName: `Reyes ${uniqueTag()}` });

  // Maria, the head of the demo's "Dela Cruz household", invites him from her household page.
  await signIn('member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'My household' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My household' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Dela Cruz household' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(spouse.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${spouse.email}.`)).toBeVisible();

  // He signs in on his own phone and accepts the invitation waiting for him.
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const his = await phone.newPage();
  const hisAccessibility = await checkAccessibility(his);
  await his.goto('/login');
  await his.getByLabel('Email').fill(spouse.email);
  await his.getByLabel('Password', { exact: true }).fill(spouse.password);
  await his.getByRole('button', { name: 'Sign in' }).click();
  await expect(his).toHaveURL(/\/tabs\/tab7$/);
  await his.goto('/house-hold-request');
  const invitation = his.getByRole('article', {
    name: /^Dela Cruz household: .*Maria Dela Cruz invited you$/,
  });
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(his.getByText('You are now in the household Dela Cruz household.')).toBeVisible();
  await his.getByRole('link', { name: 'See my household' }).click();
  await expect(his.getByRole('heading', { level: 2, name: 'Dela Cruz household' })).toBeVisible();
  await expect(his.getByText('Maria Dela Cruz').first()).toBeVisible();
  await expect(his.getByRole('button', { name: 'Leave household' })).toBeVisible();

  // Back on her page, he is a member of the household.
  await page.reload();
  await expect(page.getByText(spouse.name).first()).toBeVisible();

  const violations = await hisAccessibility.finish({ scanFinalState: true });
  await phone.close();
  expect(violations, describeViolations(violations)).toEqual([]);
});
