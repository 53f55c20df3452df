import { expect, test, uniqueTag } from './fixtures.ts';

/** A one-page PDF, small and valid enough for the server's content check and a browser's viewer. */
function minutesPdf(title: string): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// Posts its own entry on the first locale's board (the demo secretary) and reads it as the demo member.
test('the secretary posts minutes with a PDF on the record board and a member reads them', async ({
  page,
  signIn,
  signOut,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const title = `Council minutes ${tag}`;
  const fileName = `council-minutes-${tag}.pdf`;

  await signIn('secretary@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  // The flocks and groups the secretary keeps: C1-Joy with its leader, the groups of the locale.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('link', { name: 'Flocks and groups' }).click();
  await expect(page).toHaveURL(/\/admin-groups/);
  await expect(page.getByRole('button', { name: 'Edit C1-Joy' })).toBeVisible();
  await page.getByRole('tab', { name: 'Groups' }).click();
  await expect(page.getByRole('button', { name: 'Members of Music Ministry' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('link', { name: 'Records Board' }).click();
  await expect(page).toHaveURL(/\/rrb/);
  await expect(page.getByRole('heading', { name: 'Records Board', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New entry' }).click();
  await expect(page.getByRole('heading', { name: 'New entry', level: 1 })).toBeVisible();

  // The form says what is missing before it saves.
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Minutes of Meetings' }).click();
  await page.getByLabel('Body').fill('The council met on Tuesday.\nThe building fund report was approved.');
  await page.getByLabel('Attach files').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: minutesPdf(title),
  });
  await expect(page.getByRole('button', { name: `Remove ${fileName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `Open ${fileName}` })).toBeVisible();

  // The board's categories, kept by the secretary with the same picker.
  await page.goto('/category-popover');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await expect(page.getByText('Minutes of Meetings').first()).toBeVisible();
  await signOut();

  // A member of the locale finds and reads it, attachment included.
  await signIn('member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Records Board' }).click();
  await expect(page.getByRole('link', { name: 'New entry' })).toHaveCount(0);
  await page.getByLabel('Search the board').fill(`council ${tag}`);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('The building fund report was approved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const href = await page.getByRole('link', { name: `Open ${fileName}` }).getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
