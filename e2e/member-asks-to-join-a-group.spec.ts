import { expect, test, uniqueTag } from './fixtures.ts';

// Makes its own member in Quezon City; the demo leader leads that locale's Music Ministry (a group joined by request).
test('a member asks to join a group, the leader accepts, and the member sees it', async ({
  page,
  signIn,
  signOut,
  registerEndorsedPerson,
}) => {
  test.setTimeout(90_000);
  const member = await registerEndorsedPerson({ firstName: 'Lydia', lastName: `Psalter${uniqueTag()}` });

  await signIn(member.email, member.password);
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Groups', exact: true }).click();
  await expect(page).toHaveURL(/\/group-register$/);
  await page.getByRole('button', { name: 'Ask to join Music Ministry' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask to join Music Ministry' });
  await ask
    .getByLabel('Message to the leaders')
    .fill('I play the keyboard and would love to serve on Sundays.');
  await ask.getByRole('button', { name: 'Send the request' }).click();
  await expect(
    page.getByText('Your request to join Music Ministry was sent. Its leaders will decide.'),
  ).toBeVisible();
  const mine = page.getByRole('region', { name: 'My requests' });
  await expect(mine.getByText('Pending')).toBeVisible();
  await signOut();

  // The leader decides from the same page.
  await signIn('leader@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Groups', exact: true }).click();
  const toDecide = page.getByRole('region', { name: 'Requests to decide' });
  await expect(toDecide.getByText(`${member.name} asks to join Music Ministry`)).toBeVisible();
  await expect(toDecide.getByText('I play the keyboard and would love to serve on Sundays.')).toBeVisible();
  await toDecide.getByRole('button', { name: `Accept ${member.name} into Music Ministry` }).click();
  await expect(page.getByText(`${member.name} was accepted into Music Ministry.`)).toBeVisible();
  await expect(toDecide.getByText(`${member.name} asks to join Music Ministry`)).toHaveCount(0);
  await signOut();

  // The member is in.
  await signIn(member.email, member.password);
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.goto('/group-register');
  await expect(page.getByRole('region', { name: 'My requests' }).getByText('Accepted')).toBeVisible();
  await expect(page.getByText('You are a member').first()).toBeVisible();
});
