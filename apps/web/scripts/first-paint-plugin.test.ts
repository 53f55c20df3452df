import { describe, expect, it } from 'vitest';
import { firstPaintHtml, landingFiles } from './first-paint-plugin.ts';

// index.html as Vite writes it: the entry script, its preloads and its style sheet in the head.
const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Congregate</title>
    <style>.boot{display:flex}</style>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body>
    <main class="boot" id="boot"><p>Congregate</p></main>
    <div id="root"></div>
  </body>
</html>
`;

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

describe('index.html for a fast first paint', () => {
  it('puts the style sheets after the loading screen, which paints before they arrive, and before the app', () => {
    const html = firstPaintHtml(built, { scripts: [], styles: [] });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    const sheet = html.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    expect(sheet).toBeGreaterThan(html.indexOf('</main>'));
    // Mantine renders the theme's colours in a <style> inside #root: it must come after the sheet to win.
    expect(sheet).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html.match(/index-c3\.css/g)).toHaveLength(1);
    expect(head).toContain('<link rel="preload" href="/config.json" as="fetch" crossorigin>');
  });

  it('fetches the landing page’s scripts and styles with the app’s own, once each', () => {
    const bundle = {
      'assets/index-a1.js': chunk('assets/index-a1.js', '/w/src/main.tsx', ['assets/shared-b2.js']),
      'assets/shared-b2.js': chunk('assets/shared-b2.js', null, []),
      'assets/tabs-layout-d4.js': chunk(
        'assets/tabs-layout-d4.js',
        '/w/src/app/layouts/tabs-layout.tsx',
        ['assets/shared-b2.js', 'assets/Group-e5.js'],
        ['assets/tabs-layout-f6.css'],
      ),
      'assets/Group-e5.js': chunk('assets/Group-e5.js', null, []),
      'assets/home-page-g7.js': chunk('assets/home-page-g7.js', '/w/src/features/app/home/pages/home-page.tsx', [
        'assets/Group-e5.js',
      ]),
      'assets/login-page-h8.js': chunk(
        'assets/login-page-h8.js',
        '/w/src/features/login/auth/pages/login-page.tsx',
        [],
      ),
      'assets/index-c3.css': { type: 'asset' as const },
    };
    const landing = landingFiles(bundle, [
      'src/app/layouts/tabs-layout.tsx',
      'src/features/app/home/pages/home-page.tsx',
    ]);
    expect(landing.scripts.sort()).toEqual(
      [
        '/assets/Group-e5.js',
        '/assets/home-page-g7.js',
        '/assets/shared-b2.js',
        '/assets/tabs-layout-d4.js',
      ].sort(),
    );
    expect(landing.styles).toEqual(['/assets/tabs-layout-f6.css']);

    const html = firstPaintHtml(built, landing);
    for (const file of ['/assets/tabs-layout-d4.js', '/assets/Group-e5.js', '/assets/home-page-g7.js']) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="${file}">`);
    }
    expect(html.match(/shared-b2\.js/g)).toHaveLength(1);
    expect(html).not.toContain('login-page');
    expect(html.indexOf('tabs-layout-f6.css')).toBeGreaterThan(html.indexOf('</main>'));
    expect(html.indexOf('tabs-layout-f6.css')).toBeLessThan(html.indexOf('<div id="root">'));
  });
});
