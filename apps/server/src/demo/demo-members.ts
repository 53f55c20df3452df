/** The generated members of the demo church: many per locale, without accounts, reproducible from a seed. */
import type { members } from '../db/schema/index.ts';
import type { DemoCountry, DemoLocale } from './demo-names.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type NewMember = typeof members.$inferInsert;
type MemberType = 'member' | 'worker' | 'officer' | 'minister' | 'youth' | 'child';
type CivilStatus = 'single' | 'married' | 'widowed' | 'separated' | 'divorced';

/** Members without accounts for one locale: ages 5–85, a birthday in every month, mostly endorsed. */
export function generateMembers(
  random: () => number,
  now: Date,
  locale: DemoLocale,
  ids: { localeId: string; flockIds: string[]; endorserId: string },
): NewMember[] {
  const country = locale.country;
  const out: NewMember[] = [];
  for (let i = 0; i < locale.memberCount; i++) {
    const gender = random() < 0.53 ? 'female' : 'male';
    const yearsBack = pickAge(random);
    // The first twelve cover every month, so each locale has celebrants all year.
    const month = i < 12 ? i : Math.floor(random() * 12);
    const year = now.getFullYear() - yearsBack;
    const day = 1 + Math.floor(random() * daysInMonth(year, month));
    const birthDate = `${year}-${pad2(month + 1)}-${pad2(day)}`;
    const type = memberType(random, yearsBack);
    const civilStatus = pickCivilStatus(random, yearsBack, country);

    const firstName = pick(random, gender === 'female' ? country.femaleFirstNames : country.maleFirstNames);
    const surname = pick(random, country.lastNames);
    const lastName = country.twoSurnames ? `${surname} ${pick(random, country.lastNames)}` : surname;

    const hasMobile = type === 'child' ? false : random() < (type === 'youth' ? 0.7 : 0.93);
    const hasEmail = type === 'child' ? false : random() < (type === 'youth' ? 0.45 : 0.7);
    const endorsed = random() >= 0.035;
    const flockId = ids.flockIds.length > 0 && random() >= 0.04 ? pick(random, ids.flockIds) : null;

    out.push({
      salutation: salutation(country, gender, type, civilStatus),
      firstName,
      lastName,
      email: hasEmail ? emailFor(firstName, surname, out.length, locale.countryId) : null,
      type,
      currentLocaleId: ids.localeId,
      flockId,
      endorsed,
      endorsedBy: endorsed ? ids.endorserId : null,
      endorsedAt: endorsed ? new Date(now.getTime() - (20 + Math.floor(random() * 1800)) * DAY_MS) : null,
      birthDate,
      gender,
      mobile: hasMobile ? locale.mobile(random) : null,
      civilStatus,
    });
  }
  return out;
}

/** Whole years between the birth year and this year, 6–85, so ages today run 5–85. */
function pickAge(random: () => number): number {
  const r = random();
  if (r < 0.1) return 6 + Math.floor(random() * 7); // children
  if (r < 0.25) return 13 + Math.floor(random() * 9); // youth
  return 22 + Math.floor(random() * 64);
}

function memberType(random: () => number, years: number): MemberType {
  if (years <= 12) return 'child';
  if (years <= 21) return random() < 0.8 ? 'youth' : 'member';
  const r = random();
  if (years >= 30 && r < 0.03) return 'minister';
  if (r < 0.12) return 'officer';
  if (r < 0.28) return 'worker';
  return 'member';
}

function pickCivilStatus(random: () => number, years: number, country: DemoCountry): CivilStatus {
  if (years <= 21) return 'single';
  const r = random();
  const brokenUp: CivilStatus = country.noDivorce || random() < 0.5 ? 'separated' : 'divorced';
  if (years <= 30) return r < 0.55 ? 'single' : r < 0.97 ? 'married' : brokenUp;
  if (years <= 60) return r < 0.12 ? 'single' : r < 0.84 ? 'married' : r < 0.92 ? brokenUp : 'widowed';
  return r < 0.05 ? 'single' : r < 0.58 ? 'married' : r < 0.64 ? brokenUp : 'widowed';
}

function salutation(
  country: DemoCountry,
  gender: string,
  type: MemberType,
  civil: CivilStatus,
): string | null {
  if (type === 'child') return null;
  if (type === 'minister') return country.salutation.minister;
  if (gender === 'male') return country.salutation.male;
  return civil === 'single' ? country.salutation.female : country.salutation.marriedFemale;
}

/** A plausible address on a reserved domain (example.com/.net), without accents or spaces. */
function emailFor(firstName: string, surname: string, index: number, countryId: string): string {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  const domain = countryId === 'US' ? 'example.net' : 'example.com';
  return `${plain(firstName.split(' ')[0] ?? firstName)}.${plain(surname)}${index + 1}@${domain}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

function pad2(value: number): string {
  return value.toString().padStart(2, '0');
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return required(items[Math.floor(random() * items.length)], 'a non-empty list');
}

export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo seed: missing ${what}`);
  return value;
}

/** Small, fast, seedable PRNG (public domain); good enough to vary demo data reproducibly. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
