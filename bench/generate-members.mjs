#!/usr/bin/env node
// Fills an empty Congregate database with N members across M locales, for the benchmarks.
//   DATA_DIR=/tmp/bench-data node bench/generate-members.mjs --members 100000 --locales 50     embedded PGlite
//   DATABASE_URL=postgres://… node bench/generate-members.mjs --members 1000000                PostgreSQL
// Applies the migrations through the app's own code, loads the demo church (the five demo accounts,
// password `congregate-demo`), then adds locales, flocks and members up to the totals asked for. The same
// arguments always give the same data (seeded PRNG). Refuses a database that already holds data.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { COUNTRIES, NAME_POOLS, plain } from './lib/names.mjs';
import { mulberry32, pick, pickWeighted } from './lib/random.mjs';
import { generateAttendance } from './lib/generate-attendance.mjs';
import {
  isoDate,
  seconds,
  count,
  pickAge,
  memberType,
  civilStatus,
  allocate,
  localeNamer,
  flockNames,
  POOL_NAMES,
  emptyChunk,
  INSERT_MEMBERS,
} from './lib/member-rows.mjs';

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
