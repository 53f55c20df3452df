#!/usr/bin/env node
// Fills an empty Congregate database with N members across M locales, for the benchmarks.
//   DATA_DIR=/tmp/bench-data node bench/generate-members.mjs --members 100000 --locales 50     embedded PGlite
//   DATABASE_URL=postgres://… node bench/generate-members.mjs --members 1000000                PostgreSQL
// Applies the migrations through the app's own code, loads the demo church (the five demo accounts,
// password `congregate-demo`), then adds locales, flocks and members up to the totals asked for. The same
// arguments always give the same data (seeded PRNG). Refuses a database that already holds data.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { COUNTRIES, FLOCK_WORDS, LOCALE_SUFFIXES, NAME_POOLS, plain } from './lib/names.mjs';
import { mulberry32, pick, pickWeighted } from './lib/random.mjs';

const USAGE = `Usage: DATA_DIR=<folder> | DATABASE_URL=postgres://… node bench/generate-members.mjs [options]

  --members <n>      members in total, demo members included (default 10000, env BENCH_MEMBERS)
  --locales <n>      locales in total, the six demo locales included (default 50, env BENCH_LOCALES)
  --seed <n>         PRNG seed (default 20260401)
  --chunk <n>        rows per INSERT (default 10000)
  --weeks <n>        weeks of attendance in the generated locales: their Sunday and midweek gatherings and
                     check-ins (≈ 60 % of members on Sundays, varying by locale and week), then the attendance
                     roll-ups brought up to date with the app's own code (default 12; 0: none)
  --indexes <mode>   rebuild (default): drop the secondary indexes of members during the load and build
                     them after it, and skip foreign-key checks when connected as a superuser (2–3× faster);
                     keep: insert with every index and check in place`;

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_SEED = 20260401;

function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      members: { type: 'string', default: process.env.BENCH_MEMBERS ?? '10000' },
      locales: { type: 'string', default: process.env.BENCH_LOCALES ?? '50' },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      chunk: { type: 'string', default: '10000' },
      weeks: { type: 'string', default: process.env.BENCH_WEEKS ?? '12' },
      indexes: { type: 'string', default: 'rebuild' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const int = (name, min, max) => {
    const n = Number(values[name].replaceAll('_', '').replaceAll(',', ''));
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`--${name} must be a whole number ${min}–${max}`);
    return n;
  };
  if (!['rebuild', 'keep'].includes(values.indexes)) throw new Error('--indexes must be rebuild or keep');
  // Member numbers are 'M' + 7 digits (the column default), so at most 9,999,999 members.
  return {
    members: int('members', 0, 9_000_000),
    locales: int('locales', 1, 10_000),
    seed: int('seed', 0, 2 ** 32 - 1),
    chunk: int('chunk', 100, 100_000),
    weeks: int('weeks', 0, 104),
    indexes: values.indexes,
  };
}

const pad2 = (n) => String(n).padStart(2, '0');
const isoDate = (d) => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const count = (n) => n.toLocaleString('en-US');

/** Whole years back from this year, 6–85 (children, youth, adults), as the demo seed spreads them. */
function pickAge(random) {
  const r = random();
  if (r < 0.1) return 6 + Math.floor(random() * 7);
  if (r < 0.25) return 13 + Math.floor(random() * 9);
  return 22 + Math.floor(random() * 64);
}

function memberType(random, years) {
  if (years <= 12) return 'child';
  if (years <= 21) return random() < 0.8 ? 'youth' : 'member';
  const r = random();
  if (years >= 30 && r < 0.03) return 'minister';
  if (r < 0.12) return 'officer';
  if (r < 0.28) return 'worker';
  return 'member';
}

function civilStatus(random, years) {
  if (years <= 21) return 'single';
  const r = random();
  if (years <= 30) return r < 0.55 ? 'single' : r < 0.97 ? 'married' : 'separated';
  if (years <= 60) return r < 0.12 ? 'single' : r < 0.86 ? 'married' : r < 0.93 ? 'separated' : 'widowed';
  return r < 0.05 ? 'single' : r < 0.6 ? 'married' : r < 0.66 ? 'divorced' : 'widowed';
}

/** Splits `total` over `weights` in whole numbers that add up exactly. */
function allocate(total, weights) {
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
function localeNamer(taken) {
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
function flockNames(random) {
  const size = 5 + Math.floor(random() * 4);
  const start = Math.floor(random() * FLOCK_WORDS.length);
  return Array.from(
    { length: size },
    (_, i) => `C${1 + Math.floor(i / 3)}-${FLOCK_WORDS[(start + i) % FLOCK_WORDS.length]}`,
  );
}

const POOL_NAMES = Object.keys(NAME_POOLS);

/** Column arrays of one INSERT chunk. */
function emptyChunk() {
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

const INSERT_MEMBERS = `
  insert into members (first_name, last_name, email, type, current_locale_id, flock_id, endorsed, endorsed_by,
                       endorsed_at, birth_date, gender, mobile, civil_status, created_at, updated_at)
  select first_name, last_name, email, type, locale_id, flock_id, endorsed,
         case when endorsed then $14::uuid end, endorsed_at, birth_date, gender, mobile, civil_status,
         created_at, created_at
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::uuid[], $7::boolean[],
              $8::timestamptz[], $9::date[], $10::text[], $11::text[], $12::text[], $13::timestamptz[])
       as t(first_name, last_name, email, type, locale_id, flock_id, endorsed, endorsed_at, birth_date, gender,
            mobile, civil_status, created_at)`;

/**
 * Attendance of the generated locales over the last `weeks` weeks: a Sunday worship (09:00) and a midweek
 * prayer meeting (Wednesday 19:00) a week in each locale's time zone, as its service schedule says, and
 * check-ins made in the database (`insert … select`, one statement a week): a member comes on a Sunday with a
 * probability of 45–75 % (by locale and week) and midweek with 15–35 %. Which members come is a hash of their
 * member number and the slot, so the same arguments give the same attendance. Check-ins are loaded with the
 * roll-up triggers off (bulk mode) and every gathering marked dirty once; then the roll-ups are brought up to
 * date with the app's own code (`rollUpGathering`), so the reports read roll-ups as in production.
 */
async function generateAttendance({ query, db, opts, rebuild, localeIds }) {
  const started = performance.now();
  const { findDirty, rollUpGathering } =
    await import('../apps/server/src/services/events/attendance-reports/attendance-rollups.repository.ts');
  // The last `weeks` Sundays before today, and the Wednesday before each.
  await query(
    `insert into gatherings (locale_id, name, starts_at, ends_at, kind, schedule_slot)
     select l.id, s.name, (s.day + s.at) at time zone l.time_zone,
            (s.day + s.at + s.length) at time zone l.time_zone, 'worship', to_char(s.day + s.at, 'YYYY-MM-DD HH24:MI')
       from locales l
       cross join generate_series(1, $2::int) w
       cross join lateral (values
         ('Sunday Worship', date_trunc('week', now())::date - 1 - 7 * (w - 1), time '09:00', interval '120 minutes'),
         ('Midweek Prayer Meeting', date_trunc('week', now())::date - 5 - 7 * (w - 1), time '19:00', interval '90 minutes')
       ) s(name, day, at, length)
      where l.id = any($1::uuid[])
     on conflict do nothing`,
    [localeIds, opts.weeks],
  );
  const gatheringsDone = performance.now();

  // Secondary indexes of check_ins are built after the load, as for members; triggers are off as a superuser.
  const dropped = [];
  if (rebuild) {
    for (const { name, def } of await query(
      `select c.relname as name, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = 'check_ins'::regclass and not i.indisunique and not i.indisprimary`,
    )) {
      await query(`drop index ${name}`);
      dropped.push({ name, def });
    }
  }
  const [{ superuser }] = await query(
    `select rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  if (superuser) await query('set session_replication_role = replica');
  let checkIns = 0;
  try {
    for (let w = 1; w <= opts.weeks; w++) {
      const t = performance.now();
      await query(
        `with g as (
           select g.id, g.locale_id, g.starts_at, g.schedule_slot,
                  case when g.name = 'Sunday Worship' then 450 + abs(hashtext(l.name || g.schedule_slot)) % 300
                       else 150 + abs(hashtext(l.name || g.schedule_slot)) % 200 end as per_mille
             from gatherings g join locales l on l.id = g.locale_id
            where g.locale_id = any($1::uuid[])
              and g.schedule_slot in (to_char(date_trunc('week', now())::date - 1 - 7 * ($2::int - 1) + time '09:00', 'YYYY-MM-DD HH24:MI'),
                                      to_char(date_trunc('week', now())::date - 5 - 7 * ($2::int - 1) + time '19:00', 'YYYY-MM-DD HH24:MI')))
         insert into check_ins (gathering_id, member_id, locale_id, method, checked_in_at)
         select g.id, m.id, g.locale_id,
                (array['qr', 'qr', 'qr', 'face', 'kiosk-search', 'manual', 'flock-leader'])[1 + abs(hashtext(m.custom_id)) % 7],
                g.starts_at - interval '30 minutes' + (abs(hashtext(m.custom_id || g.schedule_slot)) % 3600) * interval '1 second'
           from g join members m on m.current_locale_id = g.locale_id
          where abs(hashtext(g.schedule_slot || m.custom_id)) % 1000 < g.per_mille
         on conflict do nothing`,
        [localeIds, w],
      );
      const [{ n }] = await query(`select count(*)::int as n from check_ins`);
      console.log(
        `  check-ins week ${w}/${opts.weeks}: ${count(n - checkIns)} in ${seconds(performance.now() - t)}`,
      );
      checkIns = n;
    }
  } finally {
    if (superuser) await query('set session_replication_role = origin');
    for (const { name, def } of dropped) {
      const t = performance.now();
      await query(def);
      console.log(`  index ${name} built in ${seconds(performance.now() - t)}`);
    }
  }
  await query('vacuum analyze check_ins');
  await query('analyze gatherings');
  // Every generated gathering marked once (the triggers were off, or marked per statement: either way).
  await query(
    `insert into attendance_dirty (locale_id, gathering_id)
     select g.locale_id, g.id from gatherings g
      where g.locale_id = any($1::uuid[])
        and not exists (select 1 from attendance_dirty d where d.gathering_id = g.id)`,
    [localeIds],
  );
  const loaded = performance.now();
  let rolled = 0;
  for (;;) {
    const dirty = await findDirty(db, null, 500);
    if (dirty.length === 0) break;
    // Two at a time (the pool holds three connections): different gatherings never wait on each other.
    let next = 0;
    const worker = async () => {
      while (next < dirty.length) {
        const one = dirty[next++];
        await db.transaction((tx) => rollUpGathering(tx, one));
      }
    };
    await Promise.all([worker(), worker()]);
    rolled += dirty.length;
    if (rolled % 4000 < 500)
      console.log(`  roll-ups ${count(rolled)} gatherings, ${seconds(performance.now() - loaded)}`);
  }
  await query('analyze attendance_daily');
  console.log(
    `  attendance: gatherings in ${seconds(gatheringsDone - started)}, ${count(checkIns)} check-ins in ` +
      `${seconds(loaded - gatheringsDone)}, ${count(rolled)} gatherings rolled up in ${seconds(performance.now() - loaded)}`,
  );
}

async function main() {
  const opts = options(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR;
  if (!databaseUrl && !dataDir) {
    console.error(`Set DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite).\n\n${USAGE}`);
    process.exit(2);
  }

  // The app's own database code (TypeScript): migrations, demo seed.
  register();
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemo } = await import('../apps/server/src/demo/demo.ts');

  const started = performance.now();
  const handle = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 3 })
    : await openDatabase({ kind: 'pglite', dataDir });
  const kind = handle.kind;
  const opened = performance.now();
  const rebuild = opts.indexes === 'rebuild';
  console.log(
    `Generating into ${kind} at ${handle.location}: ${count(opts.members)} members, ${opts.locales} locales, seed ${opts.seed}`,
  );

  let client;
  try {
    if (!(await isDatabaseEmpty(handle.db))) {
      throw new Error(
        `${handle.location} already holds data. Generate into an empty database (a new DATA_DIR, or a new PostgreSQL database).`,
      );
    }

    const demo = await seedDemo(handle.db);
    const demoDone = performance.now();
    console.log(
      `  opened and migrated in ${seconds(opened - started)}; demo church (${demo.locales} locales, ` +
        `${demo.members} members, 5 accounts) in ${seconds(demoDone - opened)}`,
    );

    // Raw driver client for the bulk load: a pg connection of its own, or the PGlite instance.
    const raw = handle.db.$client;
    client = kind === 'postgres' ? await raw.connect() : raw;
    const query = async (text, params) => (await client.query(text, params)).rows;
    if (kind === 'postgres') {
      // Throwaway data: a crash mid-load loses nothing of value, so commits need not wait for the disk.
      await query('set synchronous_commit = off');
      await query(`set maintenance_work_mem = '512MB'`);
    }

    const random = mulberry32(opts.seed);
    const now = new Date();
    const adminEmail = DEMO_ACCOUNTS.find((a) => a.role === 'super_admin').email;
    const [{ id: adminId }] = await query('select id from users where email = $1', [adminEmail]);
    const existingLocales = await query(
      'select id, name, country_id as "countryId" from locales order by created_at, name',
    );
    const taken = new Set(existingLocales.map((l) => l.name.toLowerCase()));

    // Districts and locales beyond the demo's, countries weighted as the church spreads.
    const newLocaleCount = Math.max(0, opts.locales - existingLocales.length);
    const nameLocale = localeNamer(taken);
    const planned = Array.from({ length: newLocaleCount }, () => {
      const country = pickWeighted(random, COUNTRIES, (c) => c.weight);
      return { country, ...nameLocale(country) };
    });
    const districtOf = new Map();
    const perCountry = new Map();
    for (const locale of planned) {
      const n = perCountry.get(locale.country.id) ?? 0;
      perCountry.set(locale.country.id, n + 1);
      // About eight locales per district.
      locale.district = `${locale.country.name} District ${1 + Math.floor(n / 8)}`;
      districtOf.set(locale.district, null);
    }
    if (districtOf.size > 0) {
      const names = [...districtOf.keys()];
      const rows = await query('insert into districts (name) select unnest($1::text[]) returning id, name', [
        names,
      ]);
      for (const row of rows) districtOf.set(row.name, row.id);
    }
    let newLocales = [];
    if (planned.length > 0) {
      const schedule = JSON.stringify([
        { day: 0, time: '09:00', name: 'Sunday Worship', durationMinutes: 120 },
        { day: 3, time: '19:00', name: 'Midweek Prayer Meeting', durationMinutes: 90 },
      ]);
      newLocales = await query(
        `insert into locales (district_id, name, country_id, time_zone, currency, language, city, email, service_schedule)
         select d, n, c, tz, cur, lang, city, e, $9::jsonb
         from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
              as t(d, n, c, tz, cur, lang, city, e)
         returning id, name, country_id as "countryId"`,
        [
          planned.map((l) => districtOf.get(l.district)),
          planned.map((l) => l.name),
          planned.map((l) => l.country.id),
          planned.map((l) => l.country.timeZone),
          planned.map((l) => l.country.currency),
          planned.map((l) => l.country.language),
          planned.map((l) => l.city),
          planned.map((l, i) => `locale${i + 1}.${plain(l.city).replace(/[^a-z]/g, '')}@example.org`),
          schedule,
        ],
      );
      const flockLocales = [];
      const flockNamesList = [];
      for (const locale of newLocales) {
        for (const name of flockNames(random)) {
          flockLocales.push(locale.id);
          flockNamesList.push(name);
        }
      }
      await query('insert into flocks (locale_id, name) select * from unnest($1::uuid[], $2::text[])', [
        flockLocales,
        flockNamesList,
      ]);
    }
    const allLocales = [...existingLocales, ...newLocales];
    const flocksByLocale = new Map();
    for (const row of await query(
      'select id, locale_id as "localeId" from flocks order by locale_id, name',
    )) {
      flocksByLocale.set(row.localeId, [...(flocksByLocale.get(row.localeId) ?? []), row.id]);
    }
    const countryById = new Map(COUNTRIES.map((c) => [c.id, c]));
    // Demo locales in the Philippines, the US and Spain use the same name traditions as generated ones there.
    const countryOf = (locale) => countryById.get(locale.countryId) ?? countryById.get('PH');
    const orgDone = performance.now();
    console.log(
      `  ${newLocales.length} new locales in ${districtOf.size} new districts, their flocks, in ${seconds(orgDone - demoDone)}`,
    );

    // Members: the rest of the total, spread unevenly over every locale (demo locales included).
    const toGenerate = Math.max(0, opts.members - demo.members);
    const perLocale = allocate(
      toGenerate,
      allLocales.map(() => 0.4 + 1.2 * random()),
    );

    // Bulk-load mode: secondary indexes are built once after the load (a sorted build) instead of row by
    // row, and foreign-key checks are skipped where the connection may (superuser): every id the rows carry
    // was read from the database just above.
    const dropped = [];
    let fkChecksSkipped = false;
    if (rebuild && toGenerate > 0) {
      const indexes = await query(
        `select c.relname as name, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class c on c.oid = i.indexrelid
         where i.indrelid = 'members'::regclass and not i.indisunique and not i.indisprimary
         order by c.relname`,
      );
      for (const { name, def } of indexes) {
        await query(`drop index ${name}`);
        dropped.push({ name, def });
      }
      const [{ superuser, triggers }] = await query(
        `select (select rolsuper from pg_roles where rolname = current_user) as superuser,
                (select count(*)::int from pg_trigger where tgrelid = 'members'::regclass and not tgisinternal) as triggers`,
      );
      if (superuser && triggers === 0) {
        await query('set session_replication_role = replica');
        fkChecksSkipped = true;
      }
      console.log(
        `  bulk-load mode: dropped ${dropped.map((d) => d.name).join(', ') || 'no index'} until the load is done; ` +
          `foreign-key checks and triggers ${fkChecksSkipped ? 'skipped' : superuser ? `kept (${triggers} triggers on members)` : 'kept (not a superuser)'}`,
      );
    }

    let chunk = emptyChunk();
    let inserted = 0;
    let lastReport = 0;
    let inDatabase = 0;
    const loadStarted = performance.now();
    const flush = async () => {
      const rows = chunk.firstName.length;
      if (rows === 0) return;
      const sent = performance.now();
      await query(INSERT_MEMBERS, [
        chunk.firstName,
        chunk.lastName,
        chunk.email,
        chunk.type,
        chunk.localeId,
        chunk.flockId,
        chunk.endorsed,
        chunk.endorsedAt,
        chunk.birthDate,
        chunk.gender,
        chunk.mobile,
        chunk.civilStatus,
        chunk.createdAt,
        adminId,
      ]);
      inDatabase += performance.now() - sent;
      inserted += rows;
      chunk = emptyChunk();
      if (inserted - lastReport >= Math.max(opts.chunk, toGenerate / 20) || inserted === toGenerate) {
        lastReport = inserted;
        const elapsed = performance.now() - loadStarted;
        console.log(
          `  members ${count(inserted)} / ${count(toGenerate)} (${Math.round((100 * inserted) / toGenerate)}%)` +
            `  ${seconds(elapsed)}  ${count(Math.round(inserted / (elapsed / 1000)))} rows/s` +
            `  (${Math.round((100 * inDatabase) / elapsed)}% in INSERT)`,
        );
      }
    };

    try {
      let serial = 0;
      for (let li = 0; li < allLocales.length; li++) {
        const locale = allLocales[li];
        const country = countryOf(locale);
        const flockIds = flocksByLocale.get(locale.id) ?? [];
        for (let i = 0; i < perLocale[li]; i++) {
          serial += 1;
          // Most people carry the names of the country they live in; some come from elsewhere
          // (above all Filipinos abroad, as in the church this software serves).
          const r = random();
          const poolName =
            r < 0.86
              ? country.pool
              : r < 0.94
                ? 'filipino'
                : POOL_NAMES[Math.floor(random() * POOL_NAMES.length)];
          const pool = NAME_POOLS[poolName];
          const female = random() < 0.53;
          const years = pickAge(random);
          const type = memberType(random, years);
          const firstName = pick(random, female ? pool.female : pool.male);
          const surname = pick(random, pool.last);
          const lastName = random() < pool.secondSurname ? `${surname} ${pick(random, pool.last)}` : surname;
          const month = Math.floor(random() * 12);
          const birth = new Date(
            Date.UTC(now.getUTCFullYear() - years, month, 1 + Math.floor(random() * 28)),
          );
          const createdAt = new Date(now.getTime() - Math.floor(random() * 3650 * DAY_MS));
          const endorsed = random() >= 0.035;
          const hasEmail = type !== 'child' && random() < (type === 'youth' ? 0.5 : 0.75);
          const hasMobile = type !== 'child' && random() < (type === 'youth' ? 0.7 : 0.93);
          const user = `${plain(firstName).replace(/[^a-z]/g, '')}.${plain(surname).replace(/[^a-z]/g, '')}`;

          chunk.firstName.push(firstName);
          chunk.lastName.push(lastName);
          // Unique: the serial number makes every address different.
          chunk.email.push(
            hasEmail
              ? `${user}.${serial}@${pick(random, ['example.com', 'example.net', 'example.org'])}`
              : null,
          );
          chunk.type.push(type);
          chunk.localeId.push(locale.id);
          chunk.flockId.push(
            endorsed && flockIds.length > 0 && random() >= 0.04 ? pick(random, flockIds) : null,
          );
          chunk.endorsed.push(endorsed);
          chunk.endorsedAt.push(
            endorsed
              ? new Date(createdAt.getTime() + Math.floor(random() * (now - createdAt))).toISOString()
              : null,
          );
          chunk.birthDate.push(isoDate(birth));
          chunk.gender.push(female ? 'female' : 'male');
          chunk.mobile.push(hasMobile ? country.mobile(random) : null);
          chunk.civilStatus.push(civilStatus(random, years));
          chunk.createdAt.push(createdAt.toISOString());
          if (chunk.firstName.length >= opts.chunk) await flush();
        }
      }
      await flush();
    } finally {
      if (fkChecksSkipped) await query('set session_replication_role = origin');
      // Put the indexes back even when the load failed half-way.
      for (const { name, def } of dropped) {
        const t = performance.now();
        await query(def);
        console.log(`  index ${name} built in ${seconds(performance.now() - t)}`);
      }
    }
    const loadDone = performance.now();

    // The members trigger that keeps `member_counts` (the dashboard's counts) did not run with it turned off:
    // counted once from the loaded rows, as migration 0023 does.
    if (fkChecksSkipped) {
      await query(`truncate member_counts`);
      await query(
        `insert into member_counts (locale_id, flock_id, endorsed)
           select current_locale_id, flock_id, count(*)::int from members where endorsed group by 1, 2`,
      );
    }

    const t = performance.now();
    await query('vacuum analyze members');
    await query('analyze');
    console.log(`  vacuum + analyze in ${seconds(performance.now() - t)}`);

    if (opts.weeks > 0 && newLocales.length > 0) {
      await generateAttendance({
        query,
        db: handle.db,
        opts,
        rebuild,
        localeIds: newLocales.map((l) => l.id),
      });
    }

    const [totals] = await query(
      `select (select count(*)::int from members) as members, (select count(*)::int from locales) as locales,
              (select count(*)::int from flocks) as flocks, (select count(*)::int from districts) as districts,
              (select count(*)::int from gatherings) as gatherings, (select count(*)::int from check_ins) as "checkIns",
              pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    console.log(
      `Done in ${seconds(performance.now() - started)} (members ${seconds(loadDone - loadStarted)}): ` +
        `${count(totals.members)} members, ${totals.locales} locales, ${totals.flocks} flocks, ` +
        `${totals.districts} districts, ${count(totals.gatherings)} gatherings, ${count(totals.checkIns)} check-ins; ` +
        `database ${totals.size}.`,
    );
    console.log(`Demo accounts (password congregate-demo): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  } finally {
    if (client && kind === 'postgres') client.release();
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`generate-members: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
