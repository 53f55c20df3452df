import { expect, test, uniqueTag } from './fixtures.ts';

// Makes its own gathering and member; reads only the demo secretary's account.
test('the secretary adds a gathering, checks a member in by hand and removes the check-in', async ({
  page,
  signIn,
  registerEndorsedPerson,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const member = await registerEndorsedPerson({ firstName: 'Rosa', lastName: `Vigil${tag}` });
  const title = `Prayer vigil ${tag}`;

  await signIn('secretary@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('link', { name: 'Attendance records' }).click();
  await expect(page).toHaveURL(/\/admin-attendances$/);

  // An ad-hoc gathering: the form starts at the last half hour and lasts two hours, so it covers now.
  await page.getByRole('button', { name: 'Add a gathering' }).click();
  const form = page.getByRole('dialog', { name: 'Add a gathering' });
  await form.getByRole('button', { name: 'Add gathering' }).click();
  await expect(form.getByText('Required')).toBeVisible();
  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Add gathering' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}” was added.` })).toBeVisible();

  await page.getByRole('link', { name: new RegExp(`^Check-ins of ${title}`) }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Nobody has checked in yet.')).toBeVisible();

  // By hand: the member picked from the locale's members.
  await page.getByRole('button', { name: 'Add a member' }).click();
  const picker = page.getByRole('dialog', { name: 'Check in a member of Quezon City' });
  await picker.getByLabel('Name, email, member ID or mobile').fill(member.lastName);
  await picker.getByRole('button', { name: new RegExp(member.name) }).click();
  await expect(page.getByRole('status').filter({ hasText: `${member.name} is checked in.` })).toBeVisible();
  const list = page.getByRole('list', { name: 'Check-ins' });
  await expect(list.getByText(member.name, { exact: true })).toHaveCount(1);
  await expect(list.getByText(/· By an admin$/)).toBeVisible();
  await expect(page.getByText('1 checked in')).toBeVisible();

  // Removing asks first.
  await list.getByRole('button', { name: `Remove the check-in of ${member.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this check-in?' });
  await expect(confirm.getByText(new RegExp(`${member.name} will no longer count as present`))).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The check-in of ${member.name} was removed.` }),
  ).toBeVisible();
  await expect(page.getByText('Nobody has checked in yet.')).toBeVisible();
});
