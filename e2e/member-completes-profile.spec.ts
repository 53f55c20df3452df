import path from 'node:path';
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, uniqueTag } from './fixtures.ts';

/** A small PNG drawn by the browser itself (no download): a face-coloured disc on a blue square. */
async function makePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2f6fb3';
    context.fillRect(0, 0, 240, 180);
    context.fillStyle = '#e8b48a';
    context.beginPath();
    context.arc(120, 90, 60, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The side menu's state of a section, as its link reads ("… completed" / "… incomplete"). */
async function sectionState(page: Page, section: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Side menu' });
  const text = await menu.getByRole('link', { name: new RegExp(section) }).textContent();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return text ?? '';
}

test('a new member completes their profile and opens the QR card', async ({
  page,
  signIn,
  registerEndorsedPerson,
}, testInfo) => {
  test.setTimeout(120_000);
  // An endorsed member of this run, with nothing but a name: every section has something to complete.
  const member = await registerEndorsedPerson({ firstName: 'Maria', lastName: `Santos ${uniqueTag()}` });
  await signIn(member.email, member.password);
  await expect(page).toHaveURL(/\/tabs\/tab7$/);

  // Each section starts incomplete, so the journey proves it turns complete.
  for (const section of ['Personal Data', 'Address Book', 'Educational Background', 'Profile Photo']) {
    expect(await sectionState(page, section)).toContain('incomplete');
  }

  // Personal data: every field that makes the section complete.
  await page.goto('/tabs/personal-data');
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Birth date').fill('1994-05-18');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Civil status').selectOption('single');
  await page.getByLabel('Mobile number').fill(`+63917${String(randomInt(10_000_000)).padStart(7, '0')}`);
  await page.getByLabel('Nickname').fill('Mia');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your personal data was saved.')).toBeVisible();
  expect(await sectionState(page, 'Personal Data')).toContain('completed');

  // An address, marked current.
  await page.goto('/tabs/address-book');
  await page.getByRole('button', { name: 'Add an address' }).click();
  const address = page.getByRole('dialog', { name: 'Add an address' });
  await address.getByLabel('Type of address').selectOption('home');
  await address.getByLabel('Country').selectOption('PH');
  await address.getByLabel('Address line 1').fill('12 Mabini St');
  await address.getByLabel('City').fill('Quezon City');
  await address.getByRole('switch', { name: /current address/ }).check();
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('“Home: 12 Mabini St” was added.')).toBeVisible();
  expect(await sectionState(page, 'Address Book')).toContain('completed');

  // An education.
  await page.goto('/tabs/educational-background');
  await page.getByRole('button', { name: 'Add an education' }).click();
  const education = page.getByRole('dialog', { name: 'Add an education' });
  await education.getByLabel('Level of education').selectOption('college');
  await education.getByLabel('School').fill('University of the Philippines');
  await education.getByLabel('From year').fill('2011');
  await education.getByLabel('To year').fill('2015');
  await education.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('“University of the Philippines” was added.')).toBeVisible();
  expect(await sectionState(page, 'Educational Background')).toContain('completed');

  // A photo, cropped square in the browser, then uploaded.
  await page.goto('/tabs/profile-photo');
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePng(page) });
  const crop = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(crop.locator('img')).toBeVisible();
  await crop.getByRole('button', { name: 'Use this photo' }).click();
  await expect(page.getByText('Your photo was updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo of Maria/ })).toHaveAttribute(
    'src',
    /\/profile\/.+\.webp$/,
  );
  expect(await sectionState(page, 'Profile Photo')).toContain('completed');

  // A signature, drawn with the mouse.
  await page.goto('/signature');
  const pad = page.locator('canvas[aria-label^="Signature pad"]');
  await expect(pad).toBeVisible();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + 30 + step * 20, box.y + box.height / 2 + (step % 2 === 0 ? -30 : 30), {
      steps: 3,
    });
  }
  await page.mouse.up();
  await page.getByRole('button', { name: 'Save signature' }).click();
  await expect(page.getByText('Your signature was saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Saved signature of Maria/ })).toBeVisible();

  // The profile on a phone, kept as an artifact.
  await page.goto('/edit-member');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Profile sections' });
  for (const section of ['Personal Data', 'Profile Photo', 'Address Book', 'Educational Background']) {
    await expect(sections.getByRole('link', { name: new RegExp(section) })).toContainText(/complete$/);
  }
  const screenshot = path.join(testInfo.project.outputDir, 'profile-phone.png');
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach('profile-phone', { path: screenshot, contentType: 'image/png' });

  // The QR card.
  await page.getByRole('link', { name: 'My QR card' }).click();
  await expect(page).toHaveURL(/\/view-qr$/);
  await expect(page.getByRole('img', { name: /^QR code of member card M/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Maria/ })).toBeVisible();
});
