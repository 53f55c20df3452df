/**
 * `npm run demo:reset`: erases every application table and loads the demo data again.
 * Refuses production unless `--force`, and an external PostgreSQL database unless `--demo`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { createFileStorage } from '../integrations/storage/storage.ts';
import { CACHE_CHANNEL } from '../lib/cache-invalidation.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo.ts';

const USAGE = `Usage: npm run demo:reset [-- --demo] [-- --force]

Erases all data in the Congregate database and fills it with the demo data.
  --demo    confirm that the PostgreSQL database at DATABASE_URL is a demo database
  --force   allow running with NODE_ENV=production`;

class Refusal extends Error {}

/** Names from a catalogue query; both drivers return `{ rows }`, which the shared type leaves unknown. */
async function names(db: Executor, query: SQL): Promise<string[]> {
  const result = (await db.execute(query)) as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

/** Empties every table in the application schema; drizzle's migration journal lives in its own schema. */
async function eraseEverything(db: Executor): Promise<void> {
  const tables = await names(
    db,
    sql`select quote_ident(schemaname) || '.' || quote_ident(tablename) as name
        from pg_tables
        where schemaname = current_schema() and tablename not like '%drizzle_migrations'`,
  );
  if (tables.length > 0) {
    await db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
  }
  // RESTART IDENTITY resets only sequences owned by a column; member numbers come from a free one.
  const sequences = await names(
    db,
    sql`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name
        from pg_sequences
        where schemaname = current_schema()`,
  );
  for (const sequence of sequences) {
    await db.execute(sql.raw(`alter sequence ${sequence} restart`));
  }
}

async function main(args: string[]): Promise<void> {
  const unknown = args.filter((arg) => !['--demo', '--force', '--help', '-h'].includes(arg));
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  if (unknown.length > 0) throw new Refusal(`Unknown option(s): ${unknown.join(' ')}\n\n${USAGE}`);

  // Checked before loadConfig, whose production checks are about serving, not about this reset.
  if (process.env.NODE_ENV === 'production' && !args.includes('--force')) {
    throw new Refusal(
      'Refusing to erase data: NODE_ENV is production. If this really is a demo installation, ' +
        'run again with --force.',
    );
  }
  const config = loadConfig();

  let handle: DatabaseHandle;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    const where = `postgres://${url.host}${url.pathname}`;
    if (!args.includes('--demo')) {
      throw new Refusal(
        `DATABASE_URL points at ${where}. This would erase every table in that database and load ` +
          'demo data. If it is a demo database, run again with --demo ' +
          '(npm run demo:reset -- --demo).',
      );
    }
    handle = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 });
  } else {
    handle = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  }

  try {
    console.log(`Resetting the demo database at ${handle.location} …`);
    const started = performance.now();
    const counts = await handle.db.transaction(async (tx) => {
      await eraseEverything(tx);
      const seeded = await seedDemo(tx, { files: createFileStorage(config) });
      // A truncate fires no change trigger: servers running on this database are told to forget everything they
      // hold (sessions, profiles, list rows), at commit.
      await tx.execute(sql`select pg_notify(${CACHE_CHANNEL}, 'all')`);
      return seeded;
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Done in ${seconds} s: ${counts.districts} districts, ${counts.locales} locales, ` +
        `${counts.flocks} flocks, ${counts.members} members.`,
    );
    console.log(`\nDemo accounts (password: ${DEMO_PASSWORD}):`);
    const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
    for (const account of DEMO_ACCOUNTS) {
      console.log(`  ${account.email.padEnd(width)}  ${account.description}`);
    }
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof Refusal || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    // Includes DataDirLockedError, whose message already says how to free the folder.
    console.error(`Demo reset failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exitCode = 1;
});
