import { expect, test, uniqueTag } from './fixtures.ts';
import { demoMemberCard } from './support/check-in-setup.ts';

/** The server takes a form sent sooner than this after it was opened for a bot's (and stores nothing). */
const MIN_FILL_MS = 3_000;

// A guest opens the demo member's invite link and sends the visitor form; the demo member then finds them among
// their prospects. A new surname each run, so the journey passes alone, in any order and on a retry.
test('a guest fills the visitor form from an invite link and the member sees their new prospect', async ({
  page,
  playwright,
  baseURL,
  signIn,
}) => {
  const tag = uniqueTag();
  const demo = await demoMemberCard(playwright, baseURL);
  const lastName = `Guest${tag}`;

  await page.goto(`/visitor-form?invitedBy=${demo.memberId}&localeId=${demo.localeId}`);
  await expect(page.getByRole('heading', { name: 'Visitor form' })).toBeVisible();
  await expect(page.getByText(/^Invited by /)).toBeVisible();
  // The form counts its fill time from when it showed (it may show a moment after the page loaded).
  const openedAt = Date.now();
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail address').fill(`guest-${tag}@example.org`);
  await page.getByLabel('How did you hear about us?').fill('A friend invited me');
  await page.getByRole('checkbox', { name: /You may contact me/ }).check();
  // A person takes a few seconds; a form sent at once would be taken for a bot's.
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 1000 - (Date.now() - openedAt)));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await signIn('member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'My prospects' }).click();
  await expect(page.getByRole('heading', { name: 'My prospects' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a prospect' }).fill(lastName);
  const prospect = page.getByRole('link', { name: `Rosa ${lastName}` });
  await expect(prospect).toBeVisible();
  await prospect.click();
  await expect(page.getByRole('heading', { level: 1, name: `Rosa ${lastName}` })).toBeVisible();
  await expect(page.getByText('Visitor form', { exact: true })).toBeVisible();
});
