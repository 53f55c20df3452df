import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, uniqueTag } from './fixtures.ts';
import { demoMemberCard } from './support/check-in-setup.ts';

/** Fills and sends the visitor form opened from the demo member's invite link, at a person's pace. */
async function sendVisitorForm(
  page: Page,
  link: string,
  guest: { lastName: string; mobile: string; email: string },
) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Visitor form' })).toBeVisible();
  await expect(page.getByText(/^Invited by /)).toBeVisible();
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill(guest.lastName);
  await page.getByLabel('Mobile number').fill(guest.mobile);
  await page.getByLabel('E-mail address').fill(guest.email);
  await page.getByLabel('How did you hear about us?').fill('A friend invited me');
  await page.getByRole('checkbox', { name: /You may contact me/ }).check();
  // Sent at once: the page holds it until the server will take it (its token's minimum fill time, 3 s), so no wait.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
}

// A guest opens the demo member's invite link and sends the visitor form; the demo member finds them among their
// prospects. Someone then sends the form again with the guest's name and another e-mail: the prospect keeps their
// own, and only the secretary is offered the new one — old and new side by side — and applies it. A new surname
// each run, so the journey passes alone, in any order and on a retry.
test('a guest fills the visitor form twice: the member sees the prospect, and only staff are offered the new contact', async ({
  page,
  playwright,
  baseURL,
  signIn,
  signOut,
}) => {
  const tag = uniqueTag();
  const demo = await demoMemberCard(playwright, baseURL);
  const lastName = `Guest${tag}`;
  const link = `/visitor-form?invitedBy=${demo.memberId}&localeId=${demo.localeId}`;
  const firstEmail = `guest-${tag}@example.org`;
  const secondEmail = `other-${tag}@example.org`;
  // The guest's own number, new each run (a local number in the locale's country).
  const mobile = `0917${String(randomInt(1_000_000, 9_999_999))}`;

  await sendVisitorForm(page, link, { lastName, mobile, email: firstEmail });
  // Someone who knows the guest's name and number sends it again with another address: answered the same, and
  // nothing about the prospect changes.
  await sendVisitorForm(page, link, { lastName, mobile, email: secondEmail });

  await signIn('member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'My prospects' }).click();
  await expect(page.getByRole('heading', { name: 'My prospects' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a prospect' }).fill(lastName);
  const prospect = page.getByRole('link', { name: `Rosa ${lastName}` });
  await expect(prospect).toHaveCount(1);
  await prospect.click();
  await expect(page.getByRole('heading', { level: 1, name: `Rosa ${lastName}` })).toBeVisible();
  await expect(page.getByText('Visitor form', { exact: true })).toBeVisible();
  const emailRow = page.getByRole('row', { name: /E-mail address/ });
  await expect(emailRow).toContainText(firstEmail);
  // The soul winner is not staff: no offer for them.
  await expect(page.getByText('New contact details given — apply?')).toHaveCount(0);
  const pepPage = new URL(page.url()).pathname;
  await signOut();

  await signIn('secretary@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.goto(pepPage);
  const offer = page.getByRole('alert').filter({ hasText: 'New contact details given — apply?' });
  await expect(offer).toBeVisible();
  await expect(offer.getByText(`E-mail: ${firstEmail}`)).toBeVisible();
  await expect(offer.getByText(`E-mail: ${secondEmail}`)).toBeVisible();
  await offer.getByRole('button', { name: 'Apply the new details' }).click();
  await expect(page.getByText('New contact details given — apply?')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /E-mail address/ })).toContainText(secondEmail);
});
