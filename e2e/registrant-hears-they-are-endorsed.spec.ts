import { devices } from '@playwright/test';
import { expect, test, uniqueTag } from './fixtures.ts';
import { checkAccessibility, describeViolations } from './accessibility.ts';

test('a registrant waiting on their phone hears at once that the secretary endorsed them, and the bell shows it', async ({
  page,
  browser,
  baseURL,
  signIn,
  registerPerson,
}) => {
  test.setTimeout(90_000);
  const person = await registerPerson({ firstName: 'Lorna', lastName: `Dizon ${uniqueTag()}` });

  // The registrant signs in on a phone of their own and waits on the page for people not endorsed yet.
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const theirs = await phone.newPage();
  const theirAccessibility = await checkAccessibility(theirs);
  await theirs.bringToFront();
  await theirs.goto('/login');
  await theirs.getByLabel('Email').fill(person.email);
  await theirs.getByLabel('Password', { exact: true }).fill(person.password);
  await theirs.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    theirs.getByRole('heading', { level: 1, name: 'Your account is waiting for endorsement' }),
  ).toBeVisible();

  // The secretary endorses them from her list.
  await page.bringToFront();
  await signIn('secretary@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.goto('/endorsement');
  const card = page.getByRole('article', { name: person.name });
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(card.or(more).first()).toBeVisible();
  while (!(await card.isVisible()) && (await more.isVisible())) {
    await more.click();
    await expect(more.or(card).first()).toBeVisible();
  }
  await card.getByRole('button', { name: 'Endorse' }).click();
  const dialog = page.getByRole('dialog', { name: `Endorse ${person.name}` });
  await dialog.getByRole('button', { name: 'Endorse' }).click();
  await expect(
    page.getByRole('status').getByText(`${person.name} is now an endorsed member.`, { exact: false }),
  ).toBeVisible();

  // Without reloading, the registrant's page says so (the notice came through the stream) and lets them in.
  await theirs.bringToFront();
  const decided = theirs.getByRole('status').filter({ hasText: 'Your registration was accepted' });
  await expect(decided).toBeVisible();
  await decided.getByRole('link', { name: 'Continue to Congregate' }).click();
  await expect(theirs).toHaveURL(/\/tabs\/tab7$/);
  const bell = theirs.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();

  // The bell opens their notices; tapping the unread one marks it read and opens what it is about.
  await bell.click();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const notice = theirs.getByRole('button', { name: /Unread: Your registration was accepted/ });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(theirs).toHaveURL(/\/tabs\/tab7$/);
  await expect(theirs.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  const violations = await theirAccessibility.finish({ scanFinalState: true });
  expect(violations, describeViolations(violations)).toEqual([]);
  await phone.close();
});
