import fs from 'node:fs/promises';
import { pdfText } from '../apps/server/test/pdf-text.ts';
import { expect, test } from './fixtures.ts';

test('finance closes the Sunday envelopes batch and downloads a member’s giving statement', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  await signIn('finance@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.goto('/transactions?tab=finance');
  await page.getByRole('tab', { name: 'Batches' }).click();

  // The demo's open batch: six envelopes that add up to the ₱6,000.00 counted in the room.
  await page.getByRole('button', { name: 'Open batch Sunday Worship (Second Service)' }).click();
  await expect(page.getByText('Balanced')).toBeVisible();
  await page.getByRole('button', { name: 'Close batch' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close this batch?' });
  await confirm.getByRole('button', { name: 'Close batch' }).click();
  await expect(page.getByText(/^Closed by Rosario Mendoza/)).toBeVisible();

  // The batch's ₱1,500.00 tithe from the demo member is now on her statement.
  await page.getByRole('button', { name: 'Back to batches' }).click();
  await page.getByRole('tab', { name: 'Statements' }).click();
  const one = page.getByRole('region', { name: 'One member’s statement' });
  await one.getByRole('button', { name: /^Choose member/ }).click();
  const picker = page.getByRole('dialog', { name: 'Find a member of the locale' });
  await picker.getByLabel('Name').fill('Maria Dela Cruz');
  await picker
    .getByRole('button', { name: /Maria Dela Cruz/ })
    .first()
    .click();
  const year = String(new Date().getFullYear());
  await one.getByLabel('Year').selectOption(year);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    one.getByRole('button', { name: 'Download statement' }).click(),
  ]);
  const text = pdfText(await fs.readFile(await download.path()));
  expect(text).toContain('Congregate Church International, Inc.');
  expect(text).toContain(`Giving statement ${year}`);
  expect(text).toContain('Maria Dela Cruz');
  expect(text).toContain('PHP 1,500.00');
});
