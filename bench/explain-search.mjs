#!/usr/bin/env node
// EXPLAIN (ANALYZE, BUFFERS) of the admin member search, as the server runs it, on a PostgreSQL database.
//   DATABASE_URL=postgres://… node bench/explain-search.mjs white pena "maria san"
// Calls the app's own `searchMembers` (apps/server/src/services/membership/member-search/member-search.repository.ts)
// as a super admin with `{ q }` and the default sort and page size, records the SQL and parameters it
// sends (the sampled page statement, prepared by name; then the page's member rows and the names of their
// locales and flocks, which a server reads only the first time it shows them; when the matches outnumber the
// sample, the count of rows before the page's bound and the bounded page query instead), then runs EXPLAIN ANALYZE
// of each with the same parameters over the extended protocol, so the plans are the ones the server gets (a
// prepared statement may later switch to a generic plan; `set plan_cache_mode = force_generic_plan` in a session
// shows that one).
import { register } from 'tsx/esm/api';
import pg from 'pg';

const terms = process.argv.slice(2);
if (!process.env.DATABASE_URL || terms.length === 0) {
  console.error('Usage: DATABASE_URL=postgres://… node bench/explain-search.mjs <term> [<term> …]');
  process.exit(2);
}

register();
const { drizzle } = await import('drizzle-orm/node-postgres');
const schema = await import('../apps/server/src/db/schema/index.ts');
const { searchMembers } =
  await import('../apps/server/src/services/membership/member-search/member-search.repository.ts');
const { ADMIN_PAGE } = await import('@congregate/contracts');
const { createRowCache } = await import('../apps/server/src/lib/row-cache.ts');
const { WriteEpoch } = await import('../apps/server/src/db/write-watch.ts');
// Nothing kept: each search reads its page's member rows and their locale and flock names, as a server does the
// first time it shows them.
const caches = {
  places: createRowCache(new WriteEpoch(), { ttlMs: 0, maxEntries: 0 }),
  memberRows: createRowCache(new WriteEpoch(), { ttlMs: 0, maxEntries: 0 }),
};

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
let captured = [];
// Statements run by db/executor.ts (runShaped: prepared by name, or unnamed) go to the pool directly, past drizzle's logger.
const poolQuery = pool.query.bind(pool);
pool.query = (config, ...rest) => {
  if (config && typeof config === 'object' && config.text)
    captured.push({ query: config.text, params: config.values });
  return poolQuery(config, ...rest);
};
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});

try {
  for (const q of terms) {
    captured = [];
    const started = performance.now();
    const page = await searchMembers(
      db,
      caches,
      { all: true },
      { q },
      { sort: 'name', limit: ADMIN_PAGE.defaultLimit },
    );
    const elapsed = performance.now() - started;
    console.log(
      `\n### q = ${JSON.stringify(q)}: total ${page.total}, ${page.items.length} on the page, ${elapsed.toFixed(1)} ms`,
    );
    for (const { query, params } of captured) {
      console.log(`\n${query}\n-- params ${JSON.stringify(params)}`);
      const plan = await poolQuery(`explain (analyze, buffers) ${query}`, params);
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
  }
} finally {
  await pool.end();
}
