import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromParams, withFilters, withoutFilters } from './member-filters.ts';

const locale = '33333333-3333-4333-8333-333333333333';
const flock = '44444444-4444-4444-8444-444444444444';

describe('member filters in the query string', () => {
  it('reads valid values and leaves out the rest', () => {
    const params = new URLSearchParams(
      `q=%20pe%C3%B1a%20&locale=${locale}&flock=not-an-id&type=youth&endorsed=maybe&gender=female&month=13&ageFrom=7&ageTo=abc&sort=-name`,
    );
    expect(filtersFromParams(params)).toEqual({
      q: 'peña',
      localeId: locale,
      type: 'youth',
      gender: 'female',
      ageFrom: 7,
      sort: '-name',
    });
  });

  it('writes changes, keeps other parameters, and drops flock and cluster with another locale', () => {
    const params = new URLSearchParams(`member=m1&locale=${locale}&flock=${flock}&cluster=C1&q=ana`);
    const next = withFilters(params, { endorsed: false, birthMonth: 5, q: undefined });
    expect(Object.fromEntries(next)).toEqual({
      member: 'm1',
      locale,
      flock,
      cluster: 'C1',
      endorsed: 'no',
      month: '5',
    });
    const moved = withFilters(next, { localeId: undefined });
    expect(Object.fromEntries(moved)).toEqual({ member: 'm1', endorsed: 'no', month: '5' });
    expect(Object.fromEntries(withoutFilters(next))).toEqual({ member: 'm1' });
    expect(activeFilterCount(filtersFromParams(next))).toBe(5);
  });
});
