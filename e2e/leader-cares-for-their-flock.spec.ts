import { expect, test, uniqueTag } from './fixtures.ts';

// Reads the demo flock C1-Joy (its leader, its celebrant this week, the demo member) and adds one note.
test('the flock leader opens their flock, sees a celebrant, writes a note about a member and opens the awards', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  const note = `Visited after the prayer meeting; asked prayer for her mother ${uniqueTag()}.`;

  await signIn('leader@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'My flock' }).click();
  await expect(page).toHaveURL(/\/flock-page/);
  await expect(page.getByRole('heading', { name: 'C1-Joy' })).toBeVisible();

  // The demo gives C1-Joy a birthday (and a wedding anniversary) this week.
  const celebrants = page.getByRole('region', { name: 'Celebrants this week' });
  await expect(celebrants.getByRole('button', { name: /^Copy greeting · / }).first()).toBeVisible();
  await celebrants.getByRole('link', { name: 'See all celebrants' }).click();
  await expect(page).toHaveURL(/\/flock-member-celebrants/);
  await expect(page.getByRole('heading', { name: 'Celebrants' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Copy greeting/ }).first()).toBeVisible();
  await page.goBack();

  // One member as their leader sees them, and a note only leaders and admins read.
  await page.getByRole('region', { name: 'Members' }).getByRole('link', { name: 'See all members' }).click();
  await expect(page).toHaveURL(/\/flock-members/);
  await page.getByLabel('Search members').fill('Dela Cruz');
  await expect(page.getByRole('link', { name: 'Call Maria Dela Cruz' })).toHaveAttribute('href', /^tel:\+/);
  await page.getByRole('link', { name: 'Maria Dela Cruz', exact: true }).click();
  await expect(page).toHaveURL(/\/flock-member-detail/);
  await expect(page.getByRole('heading', { name: 'Maria Dela Cruz' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Attendance, last 12 weeks' })).toBeVisible();
  await page.getByLabel('Note', { exact: true }).fill(note);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await page.reload();
  await expect(page.getByText(note)).toBeVisible();

  // The month's awards of the locale, the leader's flock among them.
  await page.getByRole('link', { name: 'Flock members' }).click();
  await page.getByRole('link', { name: 'Back to my flock' }).click();
  await page
    .getByRole('region', { name: 'More for your flock' })
    .getByRole('link', { name: 'Awards' })
    .click();
  await expect(page).toHaveURL(/\/flock-awards/);
  await expect(page.getByRole('heading', { name: 'Awards', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
});
