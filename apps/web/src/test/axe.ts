import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core over the rendered page in the light and the dark scheme (Mantine's attribute) and expects no
 * serious or critical violation. jsdom draws nothing, so colour contrast is left to the browser journeys.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const html = document.documentElement;
  const before = html.getAttribute('data-mantine-color-scheme');
  try {
    for (const scheme of ['light', 'dark']) {
      html.setAttribute('data-mantine-color-scheme', scheme);
      const result = await axe.run(root, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
        resultTypes: ['violations'],
      });
      const serious = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${scheme}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    }
  } finally {
    if (before === null) html.removeAttribute('data-mantine-color-scheme');
    else html.setAttribute('data-mantine-color-scheme', before);
  }
}
