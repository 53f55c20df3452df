import type { LocaleInformation } from '@congregate/contracts';

/** The address as one line, from the lines that are set: "12 Mabini St., Quezon City, Metro Manila 1100, Philippines". */
export function addressText(locale: Pick<LocaleInformation, 'address' | 'countryName'>): string {
  const { line1, line2, city, province, postalCode } = locale.address;
  const region = [province, postalCode].filter(Boolean).join(' ');
  return [line1, line2, city, region, locale.countryName].filter((part) => part && part.trim()).join(', ');
}

/** A plain link to a map search for the address (no map script is loaded into the app). */
export function mapLink(locale: Pick<LocaleInformation, 'address' | 'countryName'>): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(addressText(locale))}`;
}
