/**
 * `npm run backup` / `npm run restore` (issue 20): one folder holding the database and every stored file.
 *
 *   <archive>/manifest.json         what is inside: engine, app version, migrations, when, files with sizes and checksums
 *   <archive>/database/pglite.tar.gz   the embedded database (PGlite `dumpDataDir`), or
 *   <archive>/database/postgres.dump   `pg_dump --format=custom` of DATABASE_URL
 *   <archive>/files/<key>           every file of the file storage, read and written through `FileStorage`
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { migrationsFolder } from '../db/client.ts';
import { createLocalFileStorage, type FileStorage } from '../integrations/storage/file-storage.ts';
import {
  findPgTool,
  hashing,
  isEmptyFolder,
  libpqTarget,
  openPglite,
  readCounts,
  readMigrations,
  redact,
  run,
  sha256OfFile,
  sha256OfStream,
  withPgClient,
  BackupError,
  type Counts,
  MANIFEST_FORMAT,
  MANIFEST_VERSION,
  type Manifest,
  type ManifestFile,
  type Query,
} from './backup-tools.ts';

export {
  BackupError,
  findPgTool,
  type Counts,
  type Manifest,
  type ManifestFile,
  type PgTool,
} from './backup-tools.ts';

const PGLITE_FILE = 'database/pglite.tar.gz';
const POSTGRES_FILE = 'database/postgres.dump';

/**
 * The file storage a backup reads and a restore writes. Until the storage factory (`createFileStorage(config)`,
 * S3 or the local folder) lands, the local folder; switch here.
 */
export function backupFileStorage(config: AppConfig): FileStorage {
  return createLocalFileStorage(config.filesDir);
}

/**
 * The top folders of the storage's keys (`profile`, `documents`, `videos`…). For the local folder they are read from
 * disk, so a folder a later feature adds is never left out of a backup.
 */
async function storageFolders(config: AppConfig): Promise<string[]> {
  try {
    const entries = await fs.readdir(config.filesDir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function* allFiles(config: AppConfig, storage: FileStorage): AsyncIterable<string> {
  for (const folder of await storageFolders(config)) {
    for await (const file of storage.list(folder)) yield file.key;
  }
}

export async function appVersion(): Promise<string> {
  const file = path.resolve(import.meta.dirname, '../../package.json');
  return (JSON.parse(await fs.readFile(file, 'utf8')) as { version: string }).version;
}

/** How many migrations this code has (drizzle's journal). */
export async function knownMigrations(): Promise<number> {
  const journal = JSON.parse(
    await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

// ---------------------------------------------------------------------------------------------------------------
// Backup

export interface BackupResult {
  archive: string;
  manifest: Manifest;
}

/** The PostgreSQL client tools to use; default PG_DUMP / PG_RESTORE, else the ones on PATH. */
export interface PgTools {
  pgDump?: string;
  pgRestore?: string;
}

/** Writes a backup of the configured database and file storage into `archive` (a new or empty folder). */
export async function createBackup(
  config: AppConfig,
  archive: string,
  tools: PgTools = {},
): Promise<BackupResult> {
  if (!(await isEmptyFolder(archive))) {
    throw new BackupError(`${archive} exists and is not empty: give a new folder for the backup.`);
  }
  await fs.mkdir(path.join(archive, 'database'), { recursive: true });
  try {
    return await writeBackup(config, archive, tools);
  } catch (error) {
    // A failed backup leaves nothing that could be taken for one (the folder was empty or new).
    await fs.rm(archive, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(config: AppConfig, archive: string, tools: PgTools): Promise<BackupResult> {
  const createdAt = new Date().toISOString();

  let database: Manifest['database'];
  let migrations: Manifest['migrations'];
  let counts: Counts;
  let engine: Manifest['engine'];
  // The PGlite folder stays locked until the files are copied too, so no server starts and writes meanwhile.
  let release = () => {};
  try {
    if (config.databaseUrl) {
      engine = 'postgres';
      const url = config.databaseUrl;
      const tool = await findPgTool('pg_dump', tools.pgDump);
      const server = await withPgClient(url, async (query) => {
        const version = String((await query('show server_version')).rows[0]!.server_version);
        const major = Math.floor(
          Number((await query('show server_version_num')).rows[0]!.server_version_num) / 10000,
        );
        // pg_dump refuses a server newer than itself; said here in the operator's terms.
        if (tool.major < major) {
          throw new BackupError(
            `${tool.command} is version ${tool.major} and cannot dump a PostgreSQL ${major} server. Install ` +
              `PostgreSQL ${major}'s client tools (postgresql-client-${major}) or set PG_DUMP to its pg_dump.`,
          );
        }
        const migrations = await readMigrations(query).catch(() => {
          throw new BackupError(`${redact(url)} holds no Congregate database (no migrations table).`);
        });
        return { version, migrations, counts: await readCounts(query) };
      });
      const target = libpqTarget(url);
      const file = path.join(archive, POSTGRES_FILE);
      try {
        await run(
          tool.command,
          ['--format=custom', `--file=${file}`, `--dbname=${target.dbname}`],
          target.env,
        );
      } catch (error) {
        throw new BackupError(`pg_dump failed: ${(error as Error).message}`);
      }
      database = {
        file: POSTGRES_FILE,
        ...(await sha256OfFile(file)),
        serverVersion: server.version,
        dumpTool: tool.version,
      };
      migrations = server.migrations;
      counts = server.counts;
    } else {
      engine = 'pglite';
      const folder = path.join(config.dataDir, 'pglite');
      if (await isEmptyFolder(folder)) throw new BackupError(`There is no embedded database in ${folder}.`);
      // Refuses (DataDirLockedError, which says so) while a server runs on the folder.
      release = lockDataDir(config.dataDir);
      const client = await openPglite(folder);
      try {
        const query: Query = (text) => client.query(text) as Promise<{ rows: Record<string, unknown>[] }>;
        migrations = await readMigrations(query);
        counts = await readCounts(query);
        const dump = await client.dumpDataDir('gzip');
        await fs.writeFile(path.join(archive, PGLITE_FILE), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await client.close();
      }
      database = { file: PGLITE_FILE, ...(await sha256OfFile(path.join(archive, PGLITE_FILE))) };
    }

    const storage = backupFileStorage(config);
    const entries: ManifestFile[] = [];
    for await (const key of allFiles(config, storage)) {
      const source = await storage.readStream(key);
      if (!source) continue; // removed since it was listed
      const target = path.join(archive, 'files', ...key.split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      const sink = createWriteStream(target);
      await pipeline(source, hashing(hash), sink);
      entries.push({ key, bytes: sink.bytesWritten, sha256: hash.digest('hex') });
    }

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      formatVersion: MANIFEST_VERSION,
      engine,
      appVersion: await appVersion(),
      createdAt,
      migrations,
      database,
      counts,
      files: { count: entries.length, bytes: entries.reduce((sum, e) => sum + e.bytes, 0), entries },
    };
    await fs.writeFile(path.join(archive, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return { archive, manifest };
  } finally {
    release();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Restore

export interface RestoreResult {
  manifest: Manifest;
  counts: Counts;
  migrations: Manifest['migrations'];
}

export async function readManifest(archive: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(archive, 'manifest.json'), 'utf8')) as Manifest;
  } catch (error) {
    throw new BackupError(
      `${archive} is not a Congregate backup (manifest.json: ${(error as Error).message}).`,
    );
  }
  if (manifest.format !== MANIFEST_FORMAT || manifest.formatVersion !== MANIFEST_VERSION) {
    throw new BackupError(
      `${archive}/manifest.json is not a Congregate backup of format ${MANIFEST_VERSION}.`,
    );
  }
  return manifest;
}

async function verifyArchiveFile(archive: string, file: string, expected: { sha256: string; bytes: number }) {
  let actual: { sha256: string; bytes: number };
  try {
    actual = await sha256OfFile(path.join(archive, file));
  } catch (error) {
    throw new BackupError(`The backup is incomplete: ${file} cannot be read (${(error as Error).message}).`);
  }
  if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
    throw new BackupError(`The backup is damaged: ${file} does not match its checksum in manifest.json.`);
  }
}

/**
 * Restores `archive` into the configured database and file storage, which must be empty unless `force`.
 * The engine is the configured one and must be the backup's (a PGlite backup restores into DATA_DIR, a
 * PostgreSQL one into DATABASE_URL).
 */
export async function restoreBackup(
  config: AppConfig,
  archive: string,
  options: { force?: boolean } & PgTools = {},
): Promise<RestoreResult> {
  const manifest = await readManifest(archive);
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new BackupError(
      manifest.engine === 'postgres'
        ? 'This is a PostgreSQL backup: set DATABASE_URL to the (empty) database to restore it into.'
        : 'This is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to restore it.',
    );
  }
  const known = await knownMigrations();
  if (manifest.migrations.applied > known) {
    throw new BackupError(
      `The backup has ${manifest.migrations.applied} migrations and this Congregate knows ${known}: restore it ` +
        `with Congregate ${manifest.appVersion} or later.`,
    );
  }
  // Everything is checked before anything is written.
  await verifyArchiveFile(archive, manifest.database.file, manifest.database);
  for (const entry of manifest.files.entries) await verifyArchiveFile(archive, `files/${entry.key}`, entry);

  const storage = backupFileStorage(config);
  if (!options.force) {
    for await (const key of allFiles(config, storage)) {
      throw new BackupError(
        `The file storage is not empty (${key}…). Restore into an empty one, or run again with --force to ` +
          'overwrite the files the backup holds.',
      );
    }
  }

  let counts: Counts;
  let migrations: Manifest['migrations'];
  let release = () => {};
  try {
    if (config.databaseUrl) {
      const url = config.databaseUrl;
      const tool = await findPgTool('pg_restore', options.pgRestore);
      const dumpMajor = Number(/(\d+)(?:\.\d+)?/.exec(manifest.database.dumpTool ?? '')?.[1]);
      if (Number.isFinite(dumpMajor) && tool.major < dumpMajor) {
        throw new BackupError(
          `${tool.command} is version ${tool.major}; the backup was written by pg_dump ${dumpMajor}. Install ` +
            `PostgreSQL ${dumpMajor}'s client tools or set PG_RESTORE to a pg_restore of version ${dumpMajor} or later.`,
        );
      }
      const tables = await withPgClient(url, async (query) => {
        const { rows } = await query(
          `select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
        );
        return Number(rows[0]!.n);
      });
      if (tables > 0 && !options.force) {
        throw new BackupError(
          `The database at ${redact(url)} is not empty (${tables} tables). Restore into a new, empty database ` +
            '(createdb), or run again with --force to drop and replace what the backup holds.',
        );
      }
      const target = libpqTarget(url);
      const args = ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.dbname}`];
      if (tables > 0) args.push('--clean', '--if-exists');
      else args.push('--single-transaction');
      try {
        await run(tool.command, [...args, path.join(archive, manifest.database.file)], target.env);
      } catch (error) {
        throw new BackupError(`pg_restore failed: ${(error as Error).message}`);
      }
      ({ counts, migrations } = await withPgClient(url, async (query) => ({
        counts: await readCounts(query),
        migrations: await readMigrations(query),
      })));
    } else {
      const folder = path.join(config.dataDir, 'pglite');
      release = lockDataDir(config.dataDir);
      if (!(await isEmptyFolder(folder))) {
        if (!options.force) {
          throw new BackupError(
            `${folder} already holds a database. Restore into an empty DATA_DIR, or run again with --force ` +
              '(the database there is moved aside, not deleted).',
          );
        }
        await fs.rename(folder, `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      }
      const dump = new Blob([await fs.readFile(path.join(archive, manifest.database.file))]);
      const client = await openPglite(folder, dump);
      try {
        const query: Query = (text) => client.query(text) as Promise<{ rows: Record<string, unknown>[] }>;
        counts = await readCounts(query);
        migrations = await readMigrations(query);
      } finally {
        await client.close();
      }
    }

    for (const entry of manifest.files.entries) {
      await storage.putStream(
        entry.key,
        createReadStream(path.join(archive, 'files', ...entry.key.split('/'))),
      );
      const stored = await storage.readStream(entry.key);
      if (!stored || (await sha256OfStream(stored)) !== entry.sha256) {
        throw new BackupError(`${entry.key} did not read back from the file storage as it was written.`);
      }
    }
  } finally {
    release();
  }

  for (const [name, expected] of Object.entries(manifest.counts) as [keyof Counts, number][]) {
    if (counts[name] !== expected) {
      throw new BackupError(`The restored database has ${counts[name]} ${name}; the backup had ${expected}.`);
    }
  }
  if (migrations.applied !== manifest.migrations.applied) {
    throw new BackupError(
      `The restored database has ${migrations.applied} migrations; the backup had ${manifest.migrations.applied}.`,
    );
  }
  return { manifest, counts, migrations };
}

/** `12.3 MB` */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = -1;
  do {
    value /= 1024;
    unit += 1;
  } while (value >= 1024 && unit < units.length - 1);
  return `${value.toFixed(1)} ${units[unit]}`;
}
