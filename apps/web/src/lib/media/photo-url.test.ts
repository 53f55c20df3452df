import { describe, expect, it } from 'vitest';
import { defaultThumbnail, photoUrl } from './photo-url.ts';

describe('photoUrl', () => {
  it('prefixes /profile paths with the media host', () => {
    expect(photoUrl('/profile/a.jpg', 'https://media.example/')).toBe('https://media.example/profile/a.jpg');
  });
  it('leaves other URLs alone', () => {
    expect(photoUrl('https://cdn.example/a.jpg', 'https://media.example')).toBe('https://cdn.example/a.jpg');
  });
  it('falls back to the bundled default thumbnail', () => {
    expect(photoUrl(null, 'https://media.example')).toBe(defaultThumbnail);
    expect(defaultThumbnail).toBeTruthy();
  });
});
