import { expect, test } from './fixtures.ts';

test('the demo member sees their weeks on the Attendance tab; the secretary sees the locale’s weeks', async ({
  page,
  signIn,
  signOut,
}) => {
  // The demo data gives every demo locale twelve weeks of gatherings; the demo member comes nearly every week.
  await signIn('member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Attendance' })
    .click();
  await expect(page).toHaveURL(/\/attendance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  await expect(page.getByTestId('streak')).toHaveText(/weeks? in a row/);
  const weeks = page.getByRole('list', { name: 'My last 12 weeks' }).getByRole('listitem');
  await expect(weeks).toHaveCount(12);
  // The last 12 weeks once she checked in this week (another journey may have), else the 11 before this one: a
  // week not over is not counted as missed.
  await expect(
    page.getByText(/Present ([1-9]|1[0-2]) of the (last 12 weeks|11 weeks before this one)/),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See every check-in' }).click();
  await expect(page).toHaveURL(/\/tabs\/my-attendance$/);
  await expect(page.getByText(/Showing \d+ of \d+/)).toBeVisible();
  await signOut();

  await signIn('secretary@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.goto('/locale-attendance');
  const totals = page.getByRole('table', { name: 'Check-ins at Quezon City', exact: true });
  await expect(totals).toBeVisible();
  // Twelve weeks and a total; people came in the demo's weeks.
  await expect(totals.getByRole('columnheader')).toHaveCount(1 + 12 + 1);
  const total = totals
    .getByRole('row', { name: /^Present/ })
    .getByRole('cell')
    .last();
  await expect(total).toHaveText(/^[1-9]\d*$/);
});
