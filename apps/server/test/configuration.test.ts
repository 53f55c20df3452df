import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

/** Everything production needs, so each test takes away or adds one thing. */
const production = () => ({
  NODE_ENV: 'production',
  CONFIG_TOKEN: 'a-real-secret-of-our-own-1234',
  CARD_SIGNING_KEY: generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString(),
  PUBLIC_URL: 'https://church.example.org',
  SMTP_URL: 'smtp://mailer:secret@mail.example.org:587',
});

const problemsOf = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return String(error);
  }
};

describe('e-mail transport', () => {
  it('refuses production without SMTP_URL, unless EMAIL_TRANSPORT=log says so on purpose', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = production();
    expect(problemsOf(withoutSmtp)).toMatch(/SMTP_URL/);
    expect(problemsOf({ ...withoutSmtp, EMAIL_TRANSPORT: 'log' })).toBe('');
    expect(loadConfig({ ...withoutSmtp, EMAIL_TRANSPORT: 'log' }).smtpUrl).toBeUndefined();
    expect(loadConfig(production()).smtpUrl).toBe('smtp://mailer:secret@mail.example.org:587');
  });

  it('writes e-mails to the log when EMAIL_TRANSPORT=log, even with SMTP_URL set', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example.org', EMAIL_TRANSPORT: 'log' }).smtpUrl,
    ).toBeUndefined();
    expect(loadConfig({}).smtpUrl).toBeUndefined();
  });

  it('refuses EMAIL_TRANSPORT=smtp without SMTP_URL, and an unknown transport', () => {
    expect(problemsOf({ EMAIL_TRANSPORT: 'smtp' })).toMatch(/EMAIL_TRANSPORT/);
    expect(problemsOf({ EMAIL_TRANSPORT: 'carrier-pigeon' })).toMatch(/EMAIL_TRANSPORT/);
  });

  it('does not echo the SMTP password when refusing', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = production();
    expect(problemsOf({ ...withoutSmtp, SMTP_URL: 'http://mailer:hunter2hunter2@x' })).not.toContain(
      'hunter2',
    );
  });
});

describe('demo data', () => {
  it('is refused in production, whether asked for by DEMO_DATA or by --demo', () => {
    expect(problemsOf({ ...production(), DEMO_DATA: 'true' })).toMatch(/DEMO_DATA/);
    expect(() => loadConfig(production(), { demoData: true })).toThrow(/DEMO_DATA/);
    expect(loadConfig({ ...production(), DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig(production()).demoData).toBe(false);
  });
});

describe('session lifetime', () => {
  it('ends sessions after 14 idle days and 90 days at most by default', () => {
    expect(loadConfig({})).toMatchObject({ sessionIdleDays: 14, sessionMaxDays: 90 });
    expect(loadConfig({ SESSION_IDLE_DAYS: '3', SESSION_MAX_DAYS: '30' })).toMatchObject({
      sessionIdleDays: 3,
      sessionMaxDays: 30,
    });
  });

  it('still reads SESSION_TTL_HOURS as the absolute lifetime, but not together with SESSION_MAX_DAYS', () => {
    expect(loadConfig({ SESSION_TTL_HOURS: '48' }).sessionMaxDays).toBe(2);
    expect(problemsOf({ SESSION_TTL_HOURS: '48', SESSION_MAX_DAYS: '30' })).toMatch(/SESSION_MAX_DAYS/);
  });

  it('refuses a lifetime that is not a positive number of days', () => {
    expect(problemsOf({ SESSION_IDLE_DAYS: '0' })).toMatch(/SESSION_IDLE_DAYS/);
    expect(problemsOf({ SESSION_MAX_DAYS: 'forever' })).toMatch(/SESSION_MAX_DAYS/);
  });
});
