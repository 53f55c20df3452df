import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'congregate-demo';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.goto('/tabs/tab7');
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('button', { name: 'Sign out' }).or(page.getByRole('link', { name: 'Sign out' })).first().click();
  await expect(page).toHaveURL(/\/login$/);
}

test('the secretary endorses the pending demo member, who then reaches the home tab', async ({ page }) => {
  test.setTimeout(90_000);

  // Before: the registration is waiting, so its owner only reaches not-authorized.
  await signIn(page, 'pending@example.org');
  await expect(page).toHaveURL(/\/not-authorized$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, 'secretary@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.goto('/endorsement');
  await expect(page.getByRole('heading', { level: 1, name: 'Endorsement' })).toBeVisible();

  // The oldest registrations come first: page on until the demo registration shows.
  const card = page.getByRole('article', { name: 'Paolo Muñoz' });
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(card.or(more).first()).toBeVisible();
  while (!(await card.isVisible()) && (await more.isVisible())) {
    await more.click();
    await expect(more.or(card).first()).toBeVisible();
  }
  await expect(card.getByText('pending@example.org')).toBeVisible();

  await card.getByRole('button', { name: 'Endorse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Endorse Paolo Muñoz' });
  await dialog.getByLabel('Member type').selectOption('worker');
  const flock = dialog.getByLabel('Flock');
  await expect(flock).toBeEnabled();
  await flock.selectOption({ label: 'C1-Joy' });
  await dialog.getByRole('button', { name: 'Endorse' }).click();

  await expect(page).toHaveURL(/\/validated\?outcome=endorsed&name=Paolo/);
  await expect(page.getByText('Paolo Muñoz is now an endorsed member.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to endorsement' })).toBeVisible();

  // The registration has left the list.
  await page.getByRole('link', { name: 'Back to endorsement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Endorsement' })).toBeVisible();
  await expect(page.getByText(/waiting|Nobody is waiting/).first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'Paolo Muñoz' })).toHaveCount(0);

  await signOut(page);

  // After: the endorsed member passes the login-required guard.
  await signIn(page, 'pending@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await expect(page).not.toHaveURL(/not-authorized/);
  await page.goto('/tabs/personal-data');
  await expect(page).toHaveURL(/\/tabs\/personal-data$/);
});
