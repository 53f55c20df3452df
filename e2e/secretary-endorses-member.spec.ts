import { expect, test, uniqueTag } from './fixtures.ts';

test('the secretary endorses a registration, places and transfers the member from her list, never leaving it', async ({
  page,
  signIn,
  signOut,
  registerPerson,
}) => {
  test.setTimeout(120_000);
  // Someone of this run registers in the secretary's locale (Quezon City), so nobody else's change matters.
  const tag = uniqueTag();
  const person = await registerPerson({ firstName: 'Paolo', lastName: `Muñoz ${tag}` });

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

  // The outcome is said on the list she was working through: no page of a spent decision, the card is gone.
  await expect(page).toHaveURL(/\/endorsement$/);
  await expect(
    page.getByRole('status').getByText(`${person.name} is now an endorsed member.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: person.name })).toHaveCount(0);
  // Back goes where she was before the list, never to a confirmation of the decision.
  await page.goBack();
  await expect(page).toHaveURL(/\/tabs\/tab7$/);

  // Manage members: the one member list, opened on her locale; she narrows it to the new member.
  await page.goto('/manage-members');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage members' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]locale=[0-9a-f-]{36}/);
  await page.getByLabel('Search').fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}(&|$)`));
  const listUrl = page.url();
  await page
    .getByRole('link', { name: new RegExp(person.lastName) })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Member' });
  await expect(drawer.getByText(person.name, { exact: false }).first()).toBeVisible();

  // Assign a flock: a dialog over the list; when saved, the outcome shows on the same list, filters kept.
  await drawer.getByRole('button', { name: 'Assign a flock' }).click();
  const flockDialog = page.getByRole('dialog', { name: 'Assign a flock' });
  await flockDialog.getByRole('radio', { name: 'C1-Hope' }).check();
  await flockDialog.getByRole('button', { name: 'Save the flock' }).click();
  await expect(page.getByRole('status').getByText(`${person.name} is now in C1-Hope.`)).toBeVisible();
  await expect(flockDialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}(&|$)`));
  await expect(page).not.toHaveURL(/[?&]action=/);

  // Transfer: the secretary looks after Quezon City only, so the confirmation says it sends a request.
  await drawer.getByRole('button', { name: 'Transfer to another locale' }).click();
  const transferDialog = page.getByRole('dialog', { name: 'Transfer to another locale' });
  await transferDialog.getByLabel('Find the new locale').fill('Cebu');
  await transferDialog.getByRole('radio', { name: /^Cebu/ }).check();
  await transferDialog.getByRole('button', { name: 'Transfer' }).click();
  const confirm = page.getByRole('dialog', { name: `Send a transfer request for ${person.name}?` });
  await expect(confirm.getByText(/This sends a request to the admins of Cebu/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('status').getByText(/waits for the admins of Cebu/)).toBeVisible();
  await expect(transferDialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}(&|$)`));

  // Back closes the member, back to the filtered list; no spent dialog comes back.
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(person.lastName) }).first()).toBeVisible();

  await signOut();

  // After: the endorsed member passes the login-required guard.
  await signIn(person.email, person.password);
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await expect(page).not.toHaveURL(/not-authorized/);
  await page.goto('/tabs/personal-data');
  await expect(page).toHaveURL(/\/tabs\/personal-data$/);
});
