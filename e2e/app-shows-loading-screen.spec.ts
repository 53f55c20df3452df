// The plain test, not fixtures.ts's: its automatic accessibility check waits for the page to settle
// before every step, and this journey holds the app's scripts back on purpose. It scans the loading
// screen itself, light and dark; the page the app then shows is scanned by the other journeys.
import { expect, test } from '@playwright/test';
import { runAxe } from './accessibility.ts';

test('the page paints its loading screen from the first HTML, and the app replaces it once it is up', async ({
  page,
  request,
}) => {
  // In the first response, before any script or style sheet: markup and its inline style.
  const html = await (await request.get('/login')).text();
  expect(html).toMatch(
    /<main class="boot" id="boot"[^>]*>\s*<div class="boot-spinner" aria-hidden="true"><\/div>\s*<p>Congregate<\/p>\s*<\/main>/,
  );
  // Its style sheets come after it (they would hold its paint), before the app's root.
  expect(html).toMatch(/<\/main>\s*(<link rel="stylesheet"[^>]*>\s*)+<div id="root"><\/div>/);
  expect(html).toMatch(/<style>[^<]*\.boot\s*\{/);

  // A slow phone: the app's scripts are still on their way.
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const loading = page.locator('main.boot');
  await expect(loading).toBeVisible();
  await expect(loading).toHaveText('Congregate');

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const serious = await runAxe(page);
    expect(serious.map((v) => `${colorScheme}: ${v.rule} ${v.help}`)).toEqual([]);
  }
  const background = await loading.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toBe('rgb(36, 36, 36)');

  releaseScripts();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('main.boot')).toHaveCount(0);
});
