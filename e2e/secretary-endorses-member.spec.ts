import { expect, test, uniqueTag } from './fixtures.ts';

test('the secretary endorses a pending registration, whose owner then reaches the home tab', async ({
  page,
  signIn,
  signOut,
  registerPerson,
}) => {
  test.setTimeout(90_000);
  // Someone of this run registers in the secretary's locale (Quezon City), so nobody else's change matters.
  const person = await registerPerson({ firstName: 'Paolo', lastName: `Muñoz ${uniqueTag()}` });

  // Before: the registration is waiting, so its owner only reaches not-authorized.
  await signIn(person.email, person.password);
  await expect(page).toHaveURL(/\/not-authorized$/);
  await signOut();

  await signIn('secretary@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.goto('/endorsement');
  await expect(page.getByRole('heading', { level: 1, name: 'Endorsement' })).toBeVisible();

  // The oldest registrations come first: page on until this registration shows.
  const card = page.getByRole('article', { name: person.name });
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(card.or(more).first()).toBeVisible();
  while (!(await card.isVisible()) && (await more.isVisible())) {
    await more.click();
    await expect(more.or(card).first()).toBeVisible();
  }
  await expect(card.getByText(person.email)).toBeVisible();

  await card.getByRole('button', { name: 'Endorse' }).click();
  const dialog = page.getByRole('dialog', { name: `Endorse ${person.name}` });
  await dialog.getByLabel('Member type').selectOption('worker');
  const flock = dialog.getByLabel('Flock');
  await expect(flock).toBeEnabled();
  await flock.selectOption({ label: 'C1-Joy' });
  await dialog.getByRole('button', { name: 'Endorse' }).click();

  await expect(page).toHaveURL(/\/validated\?outcome=endorsed&name=Paolo/);
  await expect(page.getByText(`${person.name} is now an endorsed member.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to endorsement' })).toBeVisible();

  // The registration has left the list.
  await page.getByRole('link', { name: 'Back to endorsement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Endorsement' })).toBeVisible();
  await expect(page.getByText(/waiting|Nobody is waiting/).first()).toBeVisible();
  await expect(page.getByRole('article', { name: person.name })).toHaveCount(0);

  await signOut();

  // After: the endorsed member passes the login-required guard.
  await signIn(person.email, person.password);
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await expect(page).not.toHaveURL(/not-authorized/);
  await page.goto('/tabs/personal-data');
  await expect(page).toHaveURL(/\/tabs\/personal-data$/);
});
