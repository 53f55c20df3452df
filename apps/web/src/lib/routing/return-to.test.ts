import { describe, expect, it } from 'vitest';
import { loginPathBackTo, safeReturnPath } from './return-to.ts';

describe('safeReturnPath', () => {
  it('keeps a page of this app', () => {
    expect(safeReturnPath('/qrloc/2b1c')).toBe('/qrloc/2b1c');
    expect(
      safeReturnPath(new URL(`http://app${loginPathBackTo('/qrloc/2b1c?x=1')}`).searchParams.get('returnTo')),
    ).toBe('/qrloc/2b1c?x=1');
  });

  it('refuses another site and the sign-in pages', () => {
    for (const path of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'qrloc/1',
      '/login',
      '/login?returnTo=/x',
      '',
    ])
      expect(safeReturnPath(path)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
