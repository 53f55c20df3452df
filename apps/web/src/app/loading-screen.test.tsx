import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, json } from '../test/fake-server.ts';
import { Providers } from './providers.tsx';
import { Startup } from './startup.tsx';

const indexHtml = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

afterEach(() => document.getElementById('boot')?.remove());

describe('the loading screen of index.html', () => {
  it('is painted by the page itself: markup before #root and an inline style, light and dark', () => {
    expect(indexHtml).toMatch(
      /<main class="boot" id="boot"[^>]*>\s*<div class="boot-spinner" aria-hidden="true"><\/div>\s*<p>Congregate<\/p>\s*<\/main>\s*<div id="root"><\/div>/,
    );
    const style = /<style>([\s\S]*?)<\/style>/.exec(indexHtml)?.[1] ?? '';
    expect(style).toMatch(/\.boot \{[^}]*position: fixed/);
    expect(style).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*\.boot \{[^}]*background: #242424/);
  });

  it('is removed when the app first renders', async () => {
    document.body.insertAdjacentHTML('afterbegin', '<main class="boot" id="boot"><p>Congregate</p></main>');
    fakeServer({ 'GET /config.json': () => json(200, {}) });
    render(
      <Providers>
        <Startup />
      </Providers>,
    );
    expect(document.getElementById('boot')).toBeNull();
    expect(await screen.findAllByText(/Congregate/)).toBeTruthy();
  });
});
