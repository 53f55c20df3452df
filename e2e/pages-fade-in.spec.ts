import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The other journeys run as a phone set to reduce motion (playwright.config.ts), so that no step waits out a
// fade; this one runs with motion, as most phones are set, and checks the fade and its opt-out.
test.use({ reducedMotion: 'no-preference' });

/** The page-in animations running on the current page: their duration in ms. */
const pageFades = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) =>
        (animation.effect as KeyframeEffect | null)?.target?.classList.contains('page-transition'),
      )
      .map((animation) => Number(animation.effect?.getComputedTiming().duration)),
  );

test('each page fades in over 540 ms, and not at all on a phone set to reduce motion', async ({
  page,
  signIn,
}) => {
  await signIn('member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  const tabs = page.getByRole('navigation', { name: 'Main navigation' });

  await tabs.getByRole('link', { name: 'Attendance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  expect(await pageFades(page)).toEqual([540]);
  // Once it has run, the page stands fully shown.
  await expect
    .poll(() => page.locator('.page-transition').evaluate((element) => getComputedStyle(element).opacity))
    .toBe('1');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await tabs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await pageFades(page)).toEqual([]);
  await expect(page.locator('.page-transition')).toHaveCSS('opacity', '1');
});
