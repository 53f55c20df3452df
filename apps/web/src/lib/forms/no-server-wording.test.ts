import { describe, expect, it } from 'vitest';

/** Every source file of the app (not tests). */
const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/**
 * Files that show an `Error`'s own message on purpose: a crash of the app itself (not a refusal of the
 * server), and where the API client builds errors.
 */
const allowed = new Set([
  '../../components/ui/route-error.tsx',
  '../../app/startup.tsx',
  '../../app/load-web-config.ts',
  // Work in progress of the kiosk (issue 11): it keeps the refusal's text with the queued scan. To be worded
  // by code like the rest (then removed from here).
  '../../features/events/kiosks/lib/kiosk-queue.ts',
]);

/** Showing what the server wrote (`error.message`, an issue's `message`) instead of the web's own words. */
const serverWording =
  /\b(?:error|failure|refresh\.error|search\.error|\w+\.error)\.message\b|issues\[\d\][!?]?\.message/;

describe('no server wording reaches a person', () => {
  it('shows refusals by code (refusalMessage, fieldErrorsFromApi), never the server’s English text', () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => !allowed.has(path) && !path.includes('/lib/api/'))
      .flatMap(([path, text]) =>
        text
          .split('\n')
          .map((line, index) => ({ line, index }))
          .filter(
            ({ line }) =>
              serverWording.test(line) && !line.trim().startsWith('//') && !line.trim().startsWith('*'),
          )
          .map(({ line, index }) => `${path.replace('../../', '')}:${index + 1}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
