import { expect, test, uniqueTag } from './fixtures.ts';

// Makes its own kiosk; reads only the demo secretary's account.
test('the secretary turns on face check-in at a kiosk after reading what it does, and adjusts its matching', async ({
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  const name = `Face door ${tag}`;

  await signIn('secretary@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.goto('/admin-attendances?tab=kiosks');
  await page.getByLabel('Kiosk name').fill(name);
  await page.getByRole('button', { name: 'Add kiosk' }).click();
  await expect(page.getByTestId('pairing-code')).toBeVisible();

  const kiosk = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const toggle = kiosk.getByRole('switch', { name: `Face check-in at ${name}` });
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  const confirm = page.getByRole('dialog', { name: `Turn on face check-in at ${name}?` });
  await expect(confirm.getByText(/never identified/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Turn on face check-in' }).click();
  await expect(kiosk.getByRole('status')).toHaveText(`Face check-in is on at ${name}.`);
  await expect(toggle).toBeChecked();

  await kiosk.getByRole('button', { name: 'Adjust matching' }).click();
  const threshold = kiosk.getByLabel('Match threshold');
  await expect(threshold).toHaveValue('0.65');
  await threshold.fill('1.5');
  await kiosk.getByRole('button', { name: 'Save matching' }).click();
  await expect(kiosk.getByText('Choose a number from 0.30 to 0.99')).toBeVisible();
  await threshold.fill('0.7');
  await kiosk.getByRole('button', { name: 'Save matching' }).click();
  await expect(kiosk.getByRole('status')).toHaveText(`The matching of ${name} was saved.`);

  // Saved on the server: a fresh load shows it on, with the new threshold.
  await page.reload();
  const again = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(again.getByRole('switch', { name: `Face check-in at ${name}` })).toBeChecked();
  await again.getByRole('button', { name: 'Adjust matching' }).click();
  await expect(again.getByLabel('Match threshold')).toHaveValue('0.7');
});
