import { describe, expect, it } from 'vitest';
import {
  addressBodySchema,
  countryOfMobile,
  educationBodySchema,
  latestToday,
  personalDataBodySchema,
  workExperienceBodySchema,
} from './index.ts';

const countries = [
  { id: 'US', callingCode: '+1' },
  { id: 'AS', callingCode: '+1684' },
  { id: 'PH', callingCode: '+63' },
];

describe('countryOfMobile', () => {
  it('finds the country by the longest calling-code prefix', () => {
    expect(countryOfMobile('+16845551234', countries)?.id).toBe('AS');
    expect(countryOfMobile('+12025550123', countries)?.id).toBe('US');
    expect(countryOfMobile('+639171234567', countries)?.id).toBe('PH');
    expect(countryOfMobile('+2801234567', countries)).toBeNull();
  });
});

describe('latestToday', () => {
  it('is the date in UTC+14, so "today" anywhere is never in the future', () => {
    expect(latestToday(new Date('2026-03-01T09:59:00Z'))).toBe('2026-03-01');
    expect(latestToday(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-02');
  });
});

describe('profile section bodies', () => {
  it('store blank optional text as null and default the flags', () => {
    const address = addressBodySchema.parse({
      label: 'home',
      line1: ' 12 Mabini St. ',
      line2: '  ',
      city: 'QC',
      countryId: 'PH',
    });
    expect(address).toMatchObject({ line1: '12 Mabini St.', line2: null, isCurrent: false });
  });

  it('put cross-field errors on the later field', () => {
    const education = educationBodySchema.safeParse({
      level: 'college',
      school: 'UP',
      yearFrom: 2010,
      yearTo: 2006,
    });
    expect(education.error?.issues.map((i) => i.path)).toEqual([['yearTo']]);
    const work = workExperienceBodySchema.safeParse({
      employer: 'A',
      position: 'B',
      dateFrom: '2015-01-01',
      dateTo: '2016-01-01',
      current: true,
    });
    expect(work.error?.issues.map((i) => i.path)).toEqual([['dateTo']]);
  });

  it('personal data is partial and refuses the email', () => {
    expect(personalDataBodySchema.parse({ nickname: 'Mia' })).toEqual({ nickname: 'Mia' });
    expect(personalDataBodySchema.safeParse({ email: 'a@example.org' }).success).toBe(false);
  });
});
