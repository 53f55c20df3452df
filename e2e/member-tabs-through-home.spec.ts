import { expect, test } from './fixtures.ts';

// Reads the demo member only (no journey changes it).

test('on a phone, tabbing through home never focuses something hidden behind the tab bar or off-screen', async ({
  page,
  signIn,
}) => {
  await signIn('member@example.org');
  await expect(page).toHaveURL(/\/tabs\/tab7$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tabBar = page.locator('footer').filter({ has: page.getByRole('navigation') });
  const tabBarTop = (await tabBar.boundingBox())!.y;
  const viewport = page.viewportSize()!;

  const seen: string[] = [];
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const box = element.getBoundingClientRect();
      return {
        name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        inTabBar: element.closest('footer') !== null,
        top: box.top,
        bottom: box.bottom,
        left: box.left,
        right: box.right,
      };
    });
    if (!focused) continue;
    const where = `${focused.name} at ${Math.round(focused.top)}–${Math.round(focused.bottom)} (step ${step})`;
    if (seen.includes(focused.name) && focused.inTabBar) break;
    seen.push(focused.name);
    // On the screen at all (the side menu's and the rail's links are not reachable on a phone)…
    expect(focused.right, where).toBeGreaterThan(0);
    expect(focused.left, where).toBeLessThan(viewport.width);
    expect(focused.bottom, where).toBeGreaterThan(0);
    // …and, unless it is one of the tabs, above the tab bar.
    if (!focused.inTabBar) expect(focused.bottom, where).toBeLessThanOrEqual(tabBarTop + 1);
    // The focus ring shows: an outline of at least 2px.
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style, `${where}: no focus outline`).not.toBe('none');
    expect(outline.width, where).toBeGreaterThanOrEqual(2);
  }
  // Tab reached the tab bar (the page's last stop) after the page's own links.
  expect(seen.some((name) => name.includes('Home'))).toBe(true);
});
