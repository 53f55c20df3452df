import { describe, expect, it } from 'vitest';
import { codeOfTyped } from './typed-code.ts';

describe('codeOfTyped', () => {
  it('takes the code out of a guest’s RSVP link', () => {
    expect(codeOfTyped(' https://church.example/invitation/e1/m1?rsvp=abc.def.ghi ')).toBe('abc.def.ghi');
  });
  it('takes anything else as the code itself', () => {
    expect(codeOfTyped('  abc.def.ghi ')).toBe('abc.def.ghi');
    expect(codeOfTyped('https://church.example/invitation/e1/m1')).toBe(
      'https://church.example/invitation/e1/m1',
    );
  });
});
