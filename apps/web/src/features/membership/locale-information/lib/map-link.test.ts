import { describe, expect, it } from 'vitest';
import { addressText, mapLink } from './map-link.ts';

const locale = {
  countryName: 'Philippines',
  address: {
    line1: '12 Mabini St.',
    line2: null,
    city: 'Quezon City',
    province: 'Metro Manila',
    postalCode: '1100',
  },
};

describe('map link', () => {
  it('joins the address lines that are set', () => {
    expect(addressText(locale)).toBe('12 Mabini St., Quezon City, Metro Manila 1100, Philippines');
    expect(
      addressText({
        countryName: 'Singapore',
        address: { line1: null, line2: ' ', city: null, province: null, postalCode: null },
      }),
    ).toBe('Singapore');
  });

  it('builds an OpenStreetMap search for the address text', () => {
    expect(mapLink(locale)).toBe(
      'https://www.openstreetmap.org/search?query=12%20Mabini%20St.%2C%20Quezon%20City%2C%20Metro%20Manila%201100%2C%20Philippines',
    );
  });
});
