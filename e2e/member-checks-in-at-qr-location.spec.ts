import { DEMO_PASSWORD, expect, test, uniqueTag } from './fixtures.ts';
import { answered, checkedInMembers, demoMemberCard, gatheringNow } from './support/check-in-setup.ts';

test('the demo member opens a QR-location link, signs in, comes back and is checked in', async ({
  page,
  playwright,
  baseURL,
  adminApi,
}) => {
  const member = await demoMemberCard(playwright, baseURL);
  const tag = uniqueTag();
  const gatheringId = await gatheringNow(adminApi, member.localeId, `Poster journey ${tag}`);
  const poster = await answered<{ id: string; url: string }>(
    await adminApi.post('/api/events/qr-locations', {
      data: { localeId: member.localeId, room: `Room ${tag}` },
    }),
    'POST qr-locations',
  );
  expect(poster.url).toContain(`/qrloc/${poster.id}`);

  // The phone opens the poster's link: anyone sees where and what; checking in needs a sign-in.
  await page.goto(`/qrloc/${poster.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Room ${tag}`);
  await expect(page.getByTestId('qrloc-gathering')).toContainText(`Poster journey ${tag}`);
  await page.getByRole('link', { name: 'Sign in to check in' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByLabel('Email').fill('member@example.org');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the poster's page, checked in and greeted.
  await expect(page).toHaveURL(new RegExp(`/qrloc/${poster.id}$`));
  const result = page.getByTestId('check-in-result');
  await expect(result).toContainText('You are checked in.');
  await expect(result).toContainText(member.displayName);
  expect(await checkedInMembers(adminApi, gatheringId)).toEqual([member.memberId]);

  // Opening it again says since when.
  await page.reload();
  await expect(result).toContainText('You were already checked in at');
  expect(await checkedInMembers(adminApi, gatheringId)).toEqual([member.memberId]);
});
