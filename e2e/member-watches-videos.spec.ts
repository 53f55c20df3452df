import { devices, type Locator, type Page } from '@playwright/test';
import type { LivestreamPage } from '@congregate/contracts';
import { DEMO_PASSWORD, expect, test, uniqueTag } from './fixtures.ts';
import { answered } from './support/check-in-setup.ts';
import { checkAccessibility, describeViolations } from './accessibility.ts';

/** Quezon City's wall clock (`YYYY-MM-DDTHH:mm`), as the livestream form's date-time fields take it. */
function manilaWallClock(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Manila',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The media element's playing position once it has played past `seconds` (autoplay may need a muted nudge). */
async function playsPast(player: Locator, seconds: number): Promise<void> {
  await player.evaluate(async (element) => {
    const video = element as HTMLVideoElement;
    if (video.paused) {
      video.muted = true;
      await video.play();
    }
  });
  await expect
    .poll(() => player.evaluate((element) => (element as HTMLVideoElement).currentTime), { timeout: 15_000 })
    .toBeGreaterThan(seconds);
}

async function signInOn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
}

test('the demo member plays a video from the Videos tab where she left it, then watches the livestream her secretary starts', async ({
  page,
  browser,
  baseURL,
  apiAs,
  signIn,
}) => {
  test.setTimeout(120_000);
  // The Videos tab shows one stream live (the latest started): a stream an earlier attempt or a repeat of this
  // journey put on the air would hide this one's, so the secretary takes those off first (through the API).
  const title = `Evening prayer ${uniqueTag()}, live`;
  const office = await apiAs('secretary@example.org');
  const { member } = await answered<{ member: { currentLocale: string } }>(
    await office.get('/api/membership/members/myProfile'),
    'the secretary’s profile',
  );
  const onTheAir = await answered<LivestreamPage>(
    await office.get(`/api/video/livestreams?localeId=${member.currentLocale}`),
    'GET livestreams',
  );
  for (const stream of onTheAir.items.filter((item) => item.title.startsWith('Evening prayer ')))
    await answered(await office.delete(`/api/video/livestreams/${stream.id}`), 'DELETE livestreams');

  // The Videos tab: what she began last week waits under "Continue watching".
  await signIn('member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await page.getByRole('link', { name: 'Videos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Continue watching' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sunday services' })).toBeVisible();
  await page.getByRole('link', { name: 'Walking in Hope — Sunday Message' }).first().click();

  // It plays in the app's own player, from where she stopped (9 s into the 16 s message), served in ranges.
  const dialog = page.getByRole('dialog', { name: 'Walking in Hope — Sunday Message' });
  const video = dialog.getByLabel('Video player: Walking in Hope — Sunday Message');
  await expect(page).toHaveURL(/[?&]video=/);
  await playsPast(video, 9.5);
  await video.evaluate((element) => (element as HTMLVideoElement).pause());
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A category's videos, searched.
  await page.getByRole('link', { name: 'Bible study' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bible study' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search videos' }).fill('Ruth');
  await expect(page).toHaveURL(/[?&]q=Ruth/);
  await expect(page.getByRole('link', { name: 'The Book of Ruth, Part 1' })).toBeVisible();

  // Her secretary puts tonight's prayer meeting on the air from the admin page, on his own phone.
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const secretary = await phone.newPage();
  const secretaryAccessibility = await checkAccessibility(secretary);
  await signInOn(secretary, 'secretary@example.org');
  await secretary.goto('/admin-page');
  await secretary.getByRole('link', { name: 'Videos and livestreams' }).click();
  await expect(secretary.getByRole('heading', { level: 1, name: 'Videos and livestreams' })).toBeVisible();
  await secretary.getByRole('tab', { name: 'Livestreams' }).click();
  await secretary.getByRole('button', { name: 'Schedule livestream' }).click();
  const form = secretary.getByRole('dialog', { name: 'Schedule livestream' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Stream or player address').fill(`${baseURL}/demo-media/live/index.m3u8`);
  await form.getByLabel('Starts').fill(manilaWallClock(new Date(Date.now() - 5 * 60_000)));
  await form.getByLabel('Ends').fill(manilaWallClock(new Date(Date.now() + 60 * 60_000)));
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(secretary.getByText(`“${title}” is scheduled.`)).toBeVisible();
  const violations = await secretaryAccessibility.finish({ scanFinalState: true });
  await phone.close();
  expect(violations, describeViolations(violations)).toEqual([]);

  // She finds it live on the Videos tab and watches it in the livestream player; watching is counted.
  await page.getByRole('link', { name: 'Videos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Live now' })).toBeVisible();
  await page.getByRole('link', { name: 'Watch now' }).first().click();
  await expect(page).toHaveURL(/\/livestream-modal\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const stream = page.getByLabel(`Video player: ${title}`);
  await playsPast(stream, 1);
  await expect(page.getByText('Watching counts as attendance after 20 minutes.')).toBeVisible();
  await expect(page.getByText(/^\d+ of 20 minutes watched$/)).toBeVisible();
});
