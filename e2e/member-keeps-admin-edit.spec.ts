import { expect, test, uniqueTag } from './fixtures.ts';

/** The demo secretary: locale admin of Quezon City, where the fixtures register people. */
const SECRETARY = 'secretary@example.org';

test('a member’s save on their phone keeps the middle name the secretary set meanwhile', async ({
  page,
  apiAs,
  signIn,
  registerEndorsedPerson,
}) => {
  test.setTimeout(90_000);
  const member = await registerEndorsedPerson({ firstName: 'Joy', lastName: `Ramos ${uniqueTag()}` });
  await signIn(member.email, member.password);
  await expect(page).toHaveURL(/\/tabs\/tab7$/);

  // The member opens their personal data on the phone…
  await page.goto('/tabs/personal-data');
  await expect(page.getByLabel('Middle name')).toHaveValue('');

  // …while the secretary sets their middle name (through the API, as the admin pages do).
  const secretary = await apiAs(SECRETARY);
  const edit = await secretary.patch(`/api/membership/members/updateMemberGoodManApp/${member.memberId}`, {
    data: { middleName: 'Lopez' },
  });
  expect(edit.ok(), await edit.text()).toBe(true);

  // The member saves a nickname from the page opened before: told, and shown the latest, typing kept.
  await page.getByLabel('Nickname').fill('Joyjoy');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This was changed meanwhile' })).toBeVisible();
  await expect(page.getByLabel('Middle name')).toHaveValue('Lopez');
  await expect(page.getByLabel('Nickname')).toHaveValue('Joyjoy');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your personal data was saved.')).toBeVisible();

  // Both changes are kept, on the server and after a reload.
  const profile = await secretary.get(`/api/membership/members/profileByMemberId/${member.memberId}`);
  expect((await profile.json()).member).toMatchObject({ middleName: 'Lopez', nickname: 'Joyjoy' });
  await page.reload();
  await expect(page.getByLabel('Middle name')).toHaveValue('Lopez');
  await expect(page.getByLabel('Nickname')).toHaveValue('Joyjoy');
});
