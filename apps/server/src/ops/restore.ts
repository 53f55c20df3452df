/**
 * `npm run restore -- <folder> [--force]`: puts a backup made by `npm run backup` back into the configured,
 * empty database and file storage, checking every checksum first and the counts after (ops/backup-archive.ts).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { BackupError, formatBytes, restoreBackup } from './backup-archive.ts';

const USAGE = `Usage: npm run restore -- <folder> [--force]

Restores a backup written by npm run backup into the database and file storage the settings name
(DATA_DIR and FILES_DIR, or DATABASE_URL; PG_RESTORE names the pg_restore to use). Both must be
empty; --force restores over what is there (an embedded database is moved aside, not deleted;
PostgreSQL objects the backup holds are dropped and recreated; files are overwritten).
Stop the server first.`;

async function main(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) return void console.log(USAGE);
  const force = args.includes('--force');
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--force');
  const folders = args.filter((arg) => !arg.startsWith('-'));
  if (unknown.length > 0 || folders.length !== 1) throw new BackupError(`${USAGE}`);
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), folders[0]!);
  const config = loadConfig();
  const started = performance.now();
  const { manifest, counts, migrations } = await restoreBackup(config, archive, { force });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Restored ${archive} (${manifest.engine}, written ${manifest.createdAt} by Congregate ${manifest.appVersion}) in ${seconds} s:\n` +
      `  database  ${migrations.applied} migrations; ${counts.members} members, ${counts.checkIns} check-ins, ${counts.gifts} gifts (as backed up)\n` +
      `  files     ${manifest.files.count} (${formatBytes(manifest.files.bytes)}), checksums verified`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Restore refused: ${error.message}`);
  } else {
    console.error(
      `Restore failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
  process.exitCode = 1;
});
