/**
 * `npm run backup [-- <folder>]`: writes the database (PGlite data folder, or `pg_dump --format=custom` of
 * DATABASE_URL) and every stored file into a new folder, with a manifest of checksums (ops/backup-archive.ts).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { BackupError, createBackup, formatBytes } from './backup-archive.ts';

const USAGE = `Usage: npm run backup [-- <folder>]

Backs up the Congregate database and its files into <folder> (new or empty; default
backups/congregate-<date-time> in the current folder). Reads the same settings as the server
(DATA_DIR and FILES_DIR, or DATABASE_URL; PG_DUMP names the pg_dump to use).
The embedded database must not be in use: stop the server first.`;

/** Relative paths are the operator's: npm runs this script in apps/server, INIT_CWD is where npm was started. */
const fromCaller = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

async function main(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) return void console.log(USAGE);
  const options = args.filter((arg) => arg.startsWith('-'));
  const folders = args.filter((arg) => !arg.startsWith('-'));
  if (options.length > 0 || folders.length > 1)
    throw new BackupError(`Unknown arguments: ${args.join(' ')}\n\n${USAGE}`);
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const archive = fromCaller(folders[0] ?? path.join('backups', `congregate-${stamp}`));
  const config = loadConfig();
  const started = performance.now();
  const { manifest } = await createBackup(config, archive);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backup written to ${archive} in ${seconds} s:\n` +
      `  database  ${manifest.engine}, ${manifest.migrations.applied} migrations, ${formatBytes(manifest.database.bytes)}\n` +
      `  data      ${manifest.counts.members} members, ${manifest.counts.checkIns} check-ins, ${manifest.counts.gifts} gifts\n` +
      `  files     ${manifest.files.count} (${formatBytes(manifest.files.bytes)})`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Backup refused: ${error.message}`);
  } else {
    console.error(
      `Backup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
  process.exitCode = 1;
});
