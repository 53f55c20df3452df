/** The tools of `npm run backup` / `npm run restore`: checksums, counts, the PostgreSQL client tools and PGlite. */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

export const MANIFEST_FORMAT = 'congregate-backup';
export const MANIFEST_VERSION = 1;

/** A refusal or failure the operator can act on: its message is printed as is and the command exits 1. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface ManifestFile {
  key: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  formatVersion: number;
  engine: 'pglite' | 'postgres';
  appVersion: string;
  createdAt: string;
  migrations: { applied: number; latest: string | null };
  database: {
    file: string;
    bytes: number;
    sha256: string;
    /** PostgreSQL only: the server's and pg_dump's versions (`18.1`, `pg_dump (PostgreSQL) 18.1`). */
    serverVersion?: string;
    dumpTool?: string;
  };
  counts: Counts;
  files: { count: number; bytes: number; entries: ManifestFile[] };
}

/** What the summary prints and the restore compares. */
export interface Counts {
  members: number;
  checkIns: number;
  gifts: number;
}

/** sha256 of a stream while it passes through. */
export function hashing(hash: ReturnType<typeof createHash>) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

export async function sha256OfFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

export async function sha256OfStream(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

export async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await fs.readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Queries both engines answer

export type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

export async function readCounts(query: Query): Promise<Counts> {
  const { rows } = await query(
    `select (select count(*) from members) as members, (select count(*) from check_ins) as check_ins,
            (select count(*) from gifts) as gifts`,
  );
  const row = rows[0]!;
  return { members: Number(row.members), checkIns: Number(row.check_ins), gifts: Number(row.gifts) };
}

export async function readMigrations(query: Query): Promise<Manifest['migrations']> {
  const { rows } = await query(
    `select count(*) as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  return { applied: Number(rows[0]!.applied), latest: (rows[0]!.latest as string | null) ?? null };
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL client tools

export interface PgTool {
  command: string;
  /** `pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)` */
  version: string;
  major: number;
}

/** `pg_dump`/`pg_restore` from PG_DUMP / PG_RESTORE, else PATH; its version, or a message saying how to get one. */
export async function findPgTool(name: 'pg_dump' | 'pg_restore', given?: string): Promise<PgTool> {
  const variable = name === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE';
  const command = given || process.env[variable] || name;
  let output: string;
  try {
    output = (await run(command, ['--version'], {})).stdout.trim();
  } catch (error) {
    throw new BackupError(
      `${name} could not be run (${command}: ${(error as Error).message}). Install the PostgreSQL client tools of ` +
        `your server's version (Debian/Ubuntu: postgresql-client-<major>) or set ${variable} to the program.`,
    );
  }
  const major = Number(/(\d+)(?:\.\d+)?/.exec(output)?.[1]);
  if (!Number.isFinite(major))
    throw new BackupError(`${command} --version answered ${JSON.stringify(output)}`);
  return { command, version: output, major };
}

/** The URL without its password (given to the tools as PGPASSWORD, so it never shows in a process list). */
export function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export function redact(url: string): string {
  const parsed = new URL(url);
  return `postgres://${parsed.host}${parsed.pathname}`;
}

export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else
        reject(new Error(`${path.basename(command)} exited with ${code}: ${stderr.trim() || stdout.trim()}`));
    });
  });
}

export async function withPgClient<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to ${redact(url)}: ${(error as Error).message}`);
  }
  try {
    return await work((text) => client.query(text));
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The embedded database

export function openPglite(folder: string, loadDataDir?: Blob) {
  return PGlite.create({
    dataDir: folder,
    extensions: { pg_trgm, unaccent },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}
