import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { serverProgram } from './harness.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../src/db/migrations');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function urlOf(database: string): string {
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every column of the public schema, as `table.column type`. */
const columnsOf = (url: string) =>
  withClient(url, async (client) =>
    (
      await client.query<{ c: string }>(
        `select table_name || '.' || column_name || ' ' || data_type as c from information_schema.columns
          where table_schema = 'public' order by 1`,
      )
    ).rows.map((row) => row.c),
  );

/**
 * Upgrades (issue 20): three server processes started at the same moment on one fresh PostgreSQL database migrate
 * it once — the first to take the migration lock (advisory lock 7726001) applies them, the others wait for it and
 * find nothing left to do.
 */
describe('three server processes starting together on an empty PostgreSQL database', () => {
  const name = `congregate_three_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  const children: ReturnType<typeof spawn>[] = [];

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await withClient(inject('postgresUrl'), (admin) =>
      admin.query(`drop database if exists ${name} with (force)`),
    );
  });

  it('migrate it exactly once: one applies the migrations, the others wait, all three become ready', async () => {
    await withClient(inject('postgresUrl'), (admin) => admin.query(`create database ${name}`));
    const databaseUrl = urlOf(name);

    // The test holds the migration lock while the three start, so all three contend for it at once whatever
    // their start-up times on a busy machine; released once all three wait for it.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('select pg_advisory_lock(7726001)');
    const ports = [await freePort(), await freePort(), await freePort()];
    const outputs = ports.map(() => ({ text: '' }));
    // Spawned together, not one after another.
    ports.forEach((port, i) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-three-'));
      dirs.push(dataDir);
      const child = spawn(process.execPath, serverProgram('server'), {
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          NODE_ENV: 'test',
          DEMO_DATA: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (chunk) => (outputs[i]!.text += chunk));
      child.stderr!.on('data', (chunk) => (outputs[i]!.text += chunk));
      children.push(child);
    });

    try {
      for (let attempt = 0; ; attempt++) {
        const { rows } = await holder.query<{ n: number }>(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 7726001 and not granted
            and database = (select oid from pg_database where datname = current_database())`,
        );
        if (rows[0]!.n === 3) break;
        if (attempt > 240 || children.some((child) => child.exitCode !== null))
          throw new Error(
            `the three did not all wait for the lock:\n${outputs.map((o) => o.text).join('\n')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await holder.end();
    }

    const ready = async (port: number, i: number) => {
      for (let attempt = 0; attempt < 240; attempt++) {
        if (children[i]!.exitCode !== null) throw new Error(`server ${i} exited early:\n${outputs[i]!.text}`);
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
          if (response.status === 200) return (await response.json()) as { migrations: { applied: number } };
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`server ${i} did not become ready:\n${outputs[i]!.text}`);
    };
    const answers = await Promise.all(ports.map((port, i) => ready(port, i)));

    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { when: number; tag: string }[];
    };
    for (const answer of answers) expect(answer.migrations.applied).toBe(journal.entries.length);

    // Each migration recorded exactly once.
    const recorded = await withClient(
      databaseUrl,
      async (client) =>
        (
          await client.query<{ when: string; n: number }>(
            `select created_at::text as "when", count(*)::int as n from drizzle.__drizzle_migrations group by created_at`,
          )
        ).rows,
    );
    expect(recorded.map((row) => Number(row.when)).sort()).toEqual(journal.entries.map((e) => e.when).sort());
    expect(recorded.every((row) => row.n === 1)).toBe(true);

    // The schema is whole: the same columns as the suite's migrated template, and the newest tables answer.
    expect(await columnsOf(databaseUrl)).toEqual(await columnsOf(urlOf(inject('postgresTemplate'))));
    const newest = [...journal.entries]
      .reverse()
      .map((entry) => fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8'))
      .map((text) =>
        [...text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"(?:public"\.")?(\w+)"/gi)].map((m) => m[1]!),
      )
      .find((tables) => tables.length > 0)!;
    expect(newest.length).toBeGreaterThan(0);
    await withClient(databaseUrl, async (client) => {
      for (const table of newest) await client.query(`select count(*) from "${table}"`);
    });

    // The logs: all three waited for the lock; one applied the migrations, the other two found none pending.
    const said = outputs.map((output) =>
      output.text
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => (JSON.parse(line) as { msg: string }).msg)
        .filter((msg) => msg.startsWith('database migrations:')),
    );
    const applied = said.filter((msgs) =>
      msgs.includes(`database migrations: applied ${journal.entries.length}`),
    );
    expect(applied, JSON.stringify(said)).toHaveLength(1);
    const waited = said.filter((msgs) => msgs.some((msg) => msg.startsWith('database migrations: waiting')));
    expect(waited, JSON.stringify(said)).toHaveLength(3);
    const none = said.filter((msgs) => msgs.includes('database migrations: none pending'));
    expect(none, JSON.stringify(said)).toHaveLength(2);

    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)),
      ),
    );
  }, 90_000);
});
