import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSIONS, mobileSchema, registerBodySchema } from './index.ts';
import { internationalMobile, isLocalMobile } from './phone.ts';

describe('internationalMobile', () => {
  it.each([
    ['0917 123 4567', '+63', '+639171234567'],
    ['0917-123-4567', '+63', '+639171234567'],
    ['(0917) 123.4567', '+63', '+639171234567'],
    ['917 123 4567', '+63', '+639171234567'],
    ['9123 4567', '+65', '+6591234567'],
    ['+63 917 123 4567', '+65', '+639171234567'],
    ['0063 917 123 4567', '+65', '+639171234567'],
    ['(684) 555-1234', '+1684', '+16845551234'],
    ['1 684 555 1234', '+1684', '+16845551234'],
  ])('reads %s with %s as %s', (typed, callingCode, international) => {
    expect(internationalMobile(typed, callingCode)).toBe(international);
    expect(mobileSchema.safeParse(internationalMobile(typed, callingCode)).success).toBe(true);
  });

  it('leaves a local number local without a calling code, and empty empty', () => {
    expect(internationalMobile('0917 123 4567', null)).toBe('09171234567');
    expect(internationalMobile('   ')).toBe('');
  });

  it('tells a local number from an international one', () => {
    expect(isLocalMobile('0917 123 4567')).toBe(true);
    expect(isLocalMobile('+63 917 123 4567')).toBe(false);
    expect(isLocalMobile('0063 917')).toBe(false);
  });
});

describe('registration mobile', () => {
  const body = {
    email: 'ana@example.org',
    password: 'correct horse battery',
    firstName: 'Ana',
    lastName: 'Peña',
    localeId: '7b0c1f2e-8d4a-4c1e-9a55-0d2b3c4d5e6f',
    acceptedDataPrivacy: AGREEMENT_VERSIONS.dataPrivacy,
    acceptedDisclaimer: AGREEMENT_VERSIONS.disclaimer,
  };

  it('accepts the local form (the server makes it international) and the international one', () => {
    expect(registerBodySchema.safeParse({ ...body, mobile: '0917 123 4567' }).success).toBe(true);
    expect(registerBodySchema.safeParse({ ...body, mobile: '+639171234567' }).success).toBe(true);
  });

  it('refuses a malformed international number with the mobile_format problem', () => {
    const parsed = registerBodySchema.safeParse({ ...body, mobile: '+0123' });
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path[0] === 'mobile')!;
    expect((issue as { params?: { problem?: string } }).params?.problem).toBe('mobile_format');
    expect(registerBodySchema.safeParse({ ...body, mobile: 'call me' }).success).toBe(false);
  });
});
