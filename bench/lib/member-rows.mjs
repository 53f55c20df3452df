import { FLOCK_WORDS, LOCALE_SUFFIXES, NAME_POOLS } from './names.mjs';

// The generated members' rows for bench/generate-members.mjs: ages, types, names and the INSERT of a chunk.

export const pad2 = (n) => String(n).padStart(2, '0');
export const isoDate = (d) => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const count = (n) => n.toLocaleString('en-US');

/** Whole years back from this year, 6–85 (children, youth, adults), as the demo seed spreads them. */
export function pickAge(random) {
  const r = random();
  if (r < 0.1) return 6 + Math.floor(random() * 7);
  if (r < 0.25) return 13 + Math.floor(random() * 9);
  return 22 + Math.floor(random() * 64);
}

export function memberType(random, years) {
  if (years <= 12) return 'child';
  if (years <= 21) return random() < 0.8 ? 'youth' : 'member';
  const r = random();
  if (years >= 30 && r < 0.03) return 'minister';
  if (r < 0.12) return 'officer';
  if (r < 0.28) return 'worker';
  return 'member';
}

export function civilStatus(random, years) {
  if (years <= 21) return 'single';
  const r = random();
  if (years <= 30) return r < 0.55 ? 'single' : r < 0.97 ? 'married' : 'separated';
  if (years <= 60) return r < 0.12 ? 'single' : r < 0.86 ? 'married' : r < 0.93 ? 'separated' : 'widowed';
  return r < 0.05 ? 'single' : r < 0.6 ? 'married' : r < 0.66 ? 'divorced' : 'widowed';
}

/** Splits `total` over `weights` in whole numbers that add up exactly. */
export function allocate(total, weights) {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => (total * w) / sum);
  const out = shares.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = shares.map((s, i) => [s - Math.floor(s), i]).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    out[i] += 1;
  }
  return out;
}

/** New locale names: the country's cities, then "<city> North", "<city> South" … once they run out. */
export function localeNamer(taken) {
  const used = new Map();
  return (country) => {
    for (;;) {
      const n = used.get(country.id) ?? 0;
      used.set(country.id, n + 1);
      const city = country.cities[n % country.cities.length];
      const round = Math.floor(n / country.cities.length);
      const name =
        round === 0
          ? city
          : `${city} ${LOCALE_SUFFIXES[(round - 1) % LOCALE_SUFFIXES.length]}${
              round > LOCALE_SUFFIXES.length ? ` ${Math.ceil(round / LOCALE_SUFFIXES.length)}` : ''
            }`;
      if (!taken.has(name.toLowerCase())) {
        taken.add(name.toLowerCase());
        return { name, city };
      }
    }
  };
}

/** 5–8 flocks in clusters of up to three: C1-Joy, C1-Hope, C1-Faith, C2-Grace … */
export function flockNames(random) {
  const size = 5 + Math.floor(random() * 4);
  const start = Math.floor(random() * FLOCK_WORDS.length);
  return Array.from(
    { length: size },
    (_, i) => `C${1 + Math.floor(i / 3)}-${FLOCK_WORDS[(start + i) % FLOCK_WORDS.length]}`,
  );
}

export const POOL_NAMES = Object.keys(NAME_POOLS);

/** Column arrays of one INSERT chunk. */
export function emptyChunk() {
  return {
    firstName: [],
    lastName: [],
    email: [],
    type: [],
    localeId: [],
    flockId: [],
    endorsed: [],
    endorsedAt: [],
    birthDate: [],
    gender: [],
    mobile: [],
    civilStatus: [],
    createdAt: [],
  };
}

export const INSERT_MEMBERS = `
  insert into members (first_name, last_name, email, type, current_locale_id, flock_id, endorsed, endorsed_by,
                       endorsed_at, birth_date, gender, mobile, civil_status, created_at, updated_at)
  select first_name, last_name, email, type, locale_id, flock_id, endorsed,
         case when endorsed then $14::uuid end, endorsed_at, birth_date, gender, mobile, civil_status,
         created_at, created_at
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::uuid[], $7::boolean[],
              $8::timestamptz[], $9::date[], $10::text[], $11::text[], $12::text[], $13::timestamptz[])
       as t(first_name, last_name, email, type, locale_id, flock_id, endorsed, endorsed_at, birth_date, gender,
            mobile, civil_status, created_at)`;
