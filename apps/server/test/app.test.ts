import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { createTestApp, engines, openTestDatabase, testConfig, type TestApp } from './harness.ts';

describe.each(engines)('the app on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('GET /api/health reports the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: engine });
  });

  it('GET /config.json gives the web app its service bases and config token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { host: 'church.example:8080' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.services).toMatchObject({
      membership: '/api/membership/',
      login: '/api/login/',
      config: '/api/v1/config/',
    });
    expect(body.configToken).toBe(t.app.config.configToken);
    expect(body.qrLocation).toBe('http://church.example:8080/qrloc/');
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/membership/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('serves the OpenAPI reference at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/api/membership/members/myProfile');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('SERVICES', () => {
  it('runs only the services named', async () => {
    const database = await openTestDatabase('postgres');
    const app = await buildApp(testConfig({ services: ['login', 'config'] }), { database });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/login/auth/session' })).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/config/assets/data/country_json_view.json' }))
          .statusCode,
      ).toBe(200);
      const membership = await app.inject({ method: 'GET', url: '/api/membership/members/myProfile' });
      expect(membership.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses an unknown service name', () => {
    expect(() => loadConfig({ SERVICES: 'login,sermons' })).toThrow(/unknown service/);
  });
});

describe('configuration', () => {
  it('runs the embedded setup by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: undefined, demoData: true });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('seeds nothing on PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db', DEMO_DATA: 'true' }).demoData).toBe(
      true,
    );
  });

  it('refuses to start in production on the default secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const cardKey = generateKeyPairSync('ed25519')
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        CONFIG_TOKEN: 'a-real-secret-of-our-own-1234',
        CARD_SIGNING_KEY: cardKey,
        PUBLIC_URL: 'https://church.example.org',
        SMTP_URL: 'smtp://mail.example.org:587',
      }),
    ).not.toThrow();
  });

  it('says what is wrong with a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

describe('the embedded data folder', () => {
  // The lock's whole life with a real PGlite folder (made, held, freed on shutdown) is test/server-process.test.ts's,
  // through two server processes; here, that the opener refuses before starting PGlite, and the lock file's rules.
  it('refuses a second process on the same folder with a clear message, and frees it on close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-lock-'));
    const lockFile = path.join(dir, 'congregate.lock');
    try {
      // Another live process holds the folder.
      fs.writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, host: os.hostname() }));
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(
        /in use by another Congregate process/,
      );
      // Nothing was made in the refused folder.
      expect(fs.readdirSync(dir)).toEqual(['congregate.lock']);
      fs.rmSync(lockFile);

      const release = lockDataDir(dir);
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      release();
      expect(fs.existsSync(lockFile)).toBe(false);
      // A lock left by a process that no longer exists is taken over.
      fs.writeFileSync(lockFile, JSON.stringify({ pid: 2 ** 22 + 17, host: os.hostname() }));
      const takenOver = lockDataDir(dir);
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
      takenOver();
      expect(fs.existsSync(lockFile)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the web app', () => {
  it('is served at / with client routes falling back to index.html', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Congregate</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const database = await openTestDatabase('postgres');
    const app = await buildApp(testConfig({ webDist: dist }), { database });
    try {
      const home = await app.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<title>Congregate</title>');
      expect(home.headers['cache-control']).toBe('no-cache');
      const root = await app.inject({ method: 'GET', url: '/tabs/tab7' });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('<title>Congregate</title>');
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js'), 'console.log(2)');
      const rebuilt = await app.inject({ method: 'GET', url: '/assets/app-def456.js' });
      expect(rebuilt.statusCode).toBe(200);
      expect(rebuilt.body).toBe('console.log(2)');
      const gone = await app.inject({ method: 'GET', url: '/assets/app-old999.js' });
      expect(gone.statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json().error.code).toBe('not_found');
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
