import fs from 'node:fs/promises';
import type { BatchDetail, FundList, NewBatchInput } from '@congregate/contracts';
import { pdfText } from '../apps/server/test/pdf-text.ts';
import { expect, test, uniqueTag } from './fixtures.ts';
import { answered } from './support/check-in-setup.ts';

/** The demo finance officer of Quezon City, Rosario Mendoza. */
const FINANCE = 'finance@example.org';

// Finance counts its own envelopes first (through the API, as finance): a giver of this run and two anonymous
// envelopes in an open batch of today's service. The demo's own open batch stays open, so a retry or a repeat
// closes a batch of its own.
test('finance closes the Sunday envelopes batch and downloads a member’s giving statement', async ({
  page,
  signIn,
  apiAs,
  registerEndorsedPerson,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const giver = await registerEndorsedPerson({ firstName: 'Ana', lastName: `Diezmo${tag}` });
  const finance = await apiAs(FINANCE);
  const funds = await answered<FundList>(await finance.get('/api/payment/funds'), 'GET funds');
  const fundId = (name: string) => funds.items.find((fund) => fund.name === name)!.id;
  const label = `Sunday Worship ${tag}`;
  const batch: NewBatchInput = {
    localeId: funds.localeId,
    serviceDate: new Date().toISOString().slice(0, 10),
    label,
    // ₱3,000.00 counted in the room: what the three envelopes add up to.
    countedTotalMinor: 300_000,
    lines: [
      { memberId: giver.memberId, fundId: fundId('Tithes'), amountMinor: 150_000, method: 'cash' },
      { fundId: fundId('Offerings'), amountMinor: 50_000, method: 'cash' },
      { fundId: fundId('Missions'), amountMinor: 100_000, method: 'cheque', chequeNumber: '0004512' },
    ],
  };
  await answered<BatchDetail>(await finance.post('/api/payment/batches', { data: batch }), 'POST batches');

  await signIn(FINANCE);
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.goto('/transactions?tab=finance');
  await page.getByRole('tab', { name: 'Batches' }).click();

  await page.getByRole('button', { name: `Open batch ${label}` }).click();
  await expect(page.getByText('Balanced')).toBeVisible();
  await page.getByRole('button', { name: 'Close batch' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close this batch?' });
  await confirm.getByRole('button', { name: 'Close batch' }).click();
  await expect(page.getByText(/^Closed by Rosario Mendoza/)).toBeVisible();

  // The batch's ₱1,500.00 tithe from the giver is now on their statement.
  await page.getByRole('button', { name: 'Back to batches' }).click();
  await page.getByRole('tab', { name: 'Statements' }).click();
  const one = page.getByRole('region', { name: 'One member’s statement' });
  await one.getByRole('button', { name: /^Choose member/ }).click();
  const picker = page.getByRole('dialog', { name: 'Find a member of the locale' });
  await picker.getByLabel('Name').fill(giver.name);
  await picker
    .getByRole('button', { name: new RegExp(giver.name) })
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
  expect(text).toContain(giver.name);
  expect(text).toContain('PHP 1,500.00');
});
