import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_VIDEO_EMBED_HOSTS, VIDEO_LIMITS } from '@congregate/contracts';
import { booleanish, cardSigningKey, hostList, httpUrl, serviceList } from './config/env-values.ts';
import { stripeApi } from './config/stripe-api.ts';
import { trustProxySchema } from './config/trust-proxy.ts';

/** Defaults that only suit a development machine; production refuses to start with them. */
export const DEV_DEFAULTS = {
  configToken: 'congregate-dev-config-token',
} as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Folder of uploaded files (photos, member documents); default `<DATA_DIR>/files`. */
  FILES_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SERVICES: serviceList,
  /** Bearer token the clients send to the configuration service (spec section 6). */
  CONFIG_TOKEN: z
    .string()
    .min(16, 'CONFIG_TOKEN must be at least 16 characters')
    .default(DEV_DEFAULTS.configToken),
  /** Fill an empty database with demo data. Default: on for the embedded database, off for DATABASE_URL. */
  DEMO_DATA: booleanish.optional(),
  /** Base URL printed QR-location codes point at; default: the server's own origin. */
  QR_LOCATION: z.string().optional(),
  /** Host prefixed to `/profile…` photo paths; default: same origin. */
  MEDIA_HOST: z.string().default(''),
  /** Days a session may go unused before it ends (signed out on the next request). */
  SESSION_IDLE_DAYS: z.coerce.number().positive().max(3650).default(14),
  /** Days a session lasts at most after sign-in, however much it is used. */
  SESSION_MAX_DAYS: z.coerce.number().positive().max(3650).optional(),
  /** Older name of the absolute lifetime, in hours; SESSION_MAX_DAYS replaces it (setting both is refused). */
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3650)
    .optional(),
  /** Send `Secure` cookies; default on in production. */
  COOKIE_SECURE: booleanish.optional(),
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `json` (one line per entry, for a log collector) or `pretty` (readable lines through pino-pretty); default
   * `pretty` in development, `json` otherwise.
   */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Built web app to serve at `/`; default: apps/web/dist. */
  WEB_DIST: z.string().optional(),
  /** Global per-address request ceiling per minute (a flood guard; sign-in has its own limits). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  /** Milliseconds between a process's exchanges of its request counts with the others' (the shared table). */
  RATE_LIMIT_SHARE_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
  /**
   * How long a cached session or profile may be served (ms; 0 = no cache). Every process drops what a committed
   * change made stale when the database announces it (lib/cache-invalidation.ts); this is the upper bound should
   * a notice be lost. A minute: notices are delivered at commit to every listening process, and a process that
   * lost its listening connection empties its caches when it is back, so the bound is rarely reached; a working
   * set of a congregation's profiles then stays warm between one member's visits.
   */
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  /** Minutes between clean-ups of expired sessions, used links and similar (0 = none). */
  HOUSEKEEPING_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  /** What an imported XLSX may inflate to, in MB, counted while unzipping whatever its directory claims. */
  MEMBER_IMPORT_MAX_INFLATED_MB: z.coerce.number().int().min(1).max(1024).default(50),
  /** Private Ed25519 key (JWK JSON or PKCS#8 PEM) that signs member QR cards; required in production. */
  CARD_SIGNING_KEY: cardSigningKey,
  /** `smtp://user:pass@host:587` (or `smtps://`): send e-mail through this server; unset, e-mails go to the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /**
   * `smtp` (needs SMTP_URL) or `log` (e-mails, links included, are written to the server log); default:
   * `smtp` when SMTP_URL is set, else `log` — which production refuses unless it is set on purpose.
   */
  EMAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
  EMAIL_FROM: z.string().min(3).default('Congregate <no-reply@localhost>'),
  /** The address people open Congregate at, for links in e-mails; required in production. */
  PUBLIC_URL: httpUrl('PUBLIC_URL').optional(),
  /** Whether this process runs background jobs (e-mail, push, daily notices); `false` makes a web-only replica. */
  JOBS_WORKER: booleanish.default(true),
  /** Seconds an idle job worker waits before looking again (0.5 at least). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Web push VAPID key pair (base64url, as `web-push generate-vapid-keys` prints); unset, one is made once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** Who push services may contact about this server: `mailto:` or `https:`; default from EMAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')
    .optional(),
  /** Who takes online gifts: `manual` (default: finance records gifts; members see bank details) or `stripe`. */
  PAYMENT_PROVIDER: z.enum(['manual', 'stripe']).default('manual'),
  /** Stripe's secret API key (`sk_live_…`/`sk_test_…`) and the webhook endpoint's signing secret (`whsec_…`). */
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** Where the Stripe SDK sends its calls, for a stand-in (tests): e.g. `http://127.0.0.1:12111`; default Stripe's own. */
  STRIPE_API_URL: httpUrl('STRIPE_API_URL').optional(),
  /** The church's legal name, address and tax id, printed on receipts and statements. */
  CHURCH_LEGAL_NAME: z.string().trim().min(1).max(200).default('Congregate Church'),
  CHURCH_ADDRESS: z.string().trim().max(400).default(''),
  CHURCH_TAX_ID: z.string().trim().max(60).optional(),
  /** Largest video an admin may upload, in MB (issue 18). */
  VIDEO_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(20_480).default(VIDEO_LIMITS.uploadMaxMbDefault),
  /** Hosts whose player pages a video or livestream may embed (comma-separated; https only). */
  VIDEO_EMBED_HOSTS: hostList.default([...DEFAULT_VIDEO_EMBED_HOSTS]),
  /** Hosts an HLS playlist may come from besides this app's own origin (comma-separated; https only). */
  VIDEO_STREAM_HOSTS: hostList.default([]),
  /** Minutes of watching a livestream of one's locale that check a member in (method `livestream`). */
  LIVESTREAM_CREDIT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(240)
    .default(VIDEO_LIMITS.creditMinutesDefault),
  /** Google sign-in (OpenID Connect): the OAuth client's id and secret; unset, Google is not offered. */
  GOOGLE_CLIENT_ID: z.string().min(4).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(4).optional(),
  /** The OpenID issuer (default Google's); tests point it at a provider on loopback. */
  GOOGLE_ISSUER: httpUrl('GOOGLE_ISSUER').default('https://accounts.google.com'),
  /** Facebook sign-in: the app's id and secret; unset, Facebook is not offered. */
  FACEBOOK_APP_ID: z.string().min(4).optional(),
  FACEBOOK_APP_SECRET: z.string().min(4).optional(),
  /** Where Facebook's login dialog and Graph API are (defaults Facebook's; tests use a stand-in on loopback). */
  FACEBOOK_DIALOG_URL: httpUrl('FACEBOOK_DIALOG_URL').default('https://www.facebook.com'),
  FACEBOOK_GRAPH_URL: httpUrl('FACEBOOK_GRAPH_URL').default('https://graph.facebook.com'),
  /** S3-compatible object storage for uploaded files (issue 20); unset S3_BUCKET: the local folder FILES_DIR. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3–63 of a-z 0-9 . -)')
    .optional(),
  /** Another S3-compatible service than AWS (MinIO, R2, a test server): its URL. */
  S3_ENDPOINT: httpUrl('S3_ENDPOINT').optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Keys of the bucket's user; unset, the AWS SDK's own chain (environment, instance role…). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses objects as `<endpoint>/<bucket>/<key>` (default: true with S3_ENDPOINT, false on AWS). */
  S3_FORCE_PATH_STYLE: booleanish.optional(),
  /** A folder in the bucket every key goes under (`congregate/`), when the bucket is shared. */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*$/, 'S3_PREFIX must be folder names each ending with /')
    .default(''),
  /** Turns on `/metrics` (Prometheus) for requests carrying `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
});

/** The server's settings: what `toAppConfig` makes of the environment, and what tests may add. */
export type AppConfig = ReturnType<typeof toAppConfig> & {
  /** Clock the read caches expire entries by; default `Date.now`. Not read from the environment: tests pass one they move. */
  readCacheClock?: () => number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const serverRoot = path.resolve(import.meta.dirname, '..');

/** The validated environment as the server's settings: names, units and defaults that depend on other settings. */
function toAppConfig(e: z.infer<typeof envSchema>) {
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    /** Folder of the local file storage (photos, member documents). */
    filesDir: path.resolve(e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    services: e.SERVICES,
    configToken: e.CONFIG_TOKEN,
    demoData: e.DEMO_DATA ?? (!e.DATABASE_URL && e.NODE_ENV !== 'production'),
    qrLocation: e.QR_LOCATION,
    mediaHost: e.MEDIA_HOST,
    /** A session unused for this many days ends. */
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    /** A session ends this many days after sign-in at the latest. */
    sessionMaxDays: e.SESSION_MAX_DAYS ?? (e.SESSION_TTL_HOURS !== undefined ? e.SESSION_TTL_HOURS / 24 : 90),
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    /** Fastify's `trustProxy`: which hops' `X-Forwarded-For` to believe (see TRUST_PROXY). */
    trustProxy: e.TRUST_PROXY,
    // Kept `string` as AppConfig always had it, so overrides may name any level the logger knows.
    logLevel: e.LOG_LEVEL as string,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, '..', 'web', 'dist')),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitShareMs: e.RATE_LIMIT_SHARE_MS,
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    /** Minutes between housekeeping runs; 0 turns the timer off. */
    housekeepingMinutes: e.HOUSEKEEPING_MINUTES,
    /** MEMBER_IMPORT_MAX_INFLATED_MB: an XLSX import stops with 413 once its entries have inflated to more. */
    memberImportMaxInflatedMb: e.MEMBER_IMPORT_MAX_INFLATED_MB,
    /** CARD_SIGNING_KEY; unset, a key pair is made once and kept in the database (not in production). */
    cardSigningKey: e.CARD_SIGNING_KEY,
    /** The SMTP server e-mails go through; unset, they are written to the log (EMAIL_TRANSPORT=log). */
    smtpUrl: e.EMAIL_TRANSPORT === 'log' ? undefined : e.SMTP_URL,
    emailFrom: e.EMAIL_FROM,
    /** Origin of the links the server e-mails (no trailing slash). */
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`).replace(
      /\/+$/,
      '',
    ),
    /** JOBS_WORKER: whether this process takes background jobs off the queues. */
    jobsWorker: e.JOBS_WORKER,
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, both or neither; unset, a pair kept in the database. */
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.EMAIL_FROM)?.[1] ?? e.EMAIL_FROM}`,
    /** PAYMENT_PROVIDER with Stripe's settings when it is `stripe`. */
    payment:
      e.PAYMENT_PROVIDER === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe' as const,
            stripe: {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              /** STRIPE_API_URL read as the SDK's host/port/protocol; undefined: Stripe's own. */
              api: e.STRIPE_API_URL ? stripeApi(e.STRIPE_API_URL) : undefined,
            },
          }
        : // Typed apart: left an object literal, the type would gain the other branch's `stripe?: undefined`.
          ({ provider: 'manual' } as { provider: 'manual' }),
    /** Printed on receipts and statements. */
    church: { legalName: e.CHURCH_LEGAL_NAME, address: e.CHURCH_ADDRESS, taxId: e.CHURCH_TAX_ID ?? null },
    /** The video service (issue 18). */
    video: {
      /** VIDEO_UPLOAD_MAX_MB in bytes. */
      uploadMaxBytes: e.VIDEO_UPLOAD_MAX_MB * 1024 * 1024,
      /** VIDEO_EMBED_HOSTS: hosts an embed URL may name (and the page may frame). */
      embedHosts: e.VIDEO_EMBED_HOSTS,
      /** VIDEO_STREAM_HOSTS: hosts an HLS URL may name besides the app's own origin. */
      streamHosts: e.VIDEO_STREAM_HOSTS,
      /** LIVESTREAM_CREDIT_MINUTES. */
      livestreamCreditMinutes: e.LIVESTREAM_CREDIT_MINUTES,
    },
    /** Social sign-in providers (issue 19); null: not configured, not offered. */
    social: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? {
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
              issuer: e.GOOGLE_ISSUER.replace(/\/+$/, ''),
            }
          : null,
      facebook:
        e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
          ? {
              appId: e.FACEBOOK_APP_ID,
              appSecret: e.FACEBOOK_APP_SECRET,
              dialogUrl: e.FACEBOOK_DIALOG_URL.replace(/\/+$/, ''),
              graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
            }
          : null,
    },
    /** S3-compatible object storage for uploaded files (issue 20); null: the local folder `filesDir`. */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          /** Both keys, or undefined for the AWS SDK's default credential chain. */
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          /** Prefix of every key in the bucket ('' or folder names each ending with `/`). */
          prefix: e.S3_PREFIX,
        }
      : null,
    /** METRICS_TOKEN: `/metrics` answers only requests bearing it; undefined, `/metrics` is off (404). */
    metricsToken: e.METRICS_TOKEN,
  };
}

/** Reads and validates the configuration from environment variables; throws ConfigError. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (e.SESSION_MAX_DAYS !== undefined && e.SESSION_TTL_HOURS !== undefined) {
    throw new ConfigError([
      'SESSION_TTL_HOURS: set SESSION_MAX_DAYS only (SESSION_TTL_HOURS is its older name, in hours)',
    ]);
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: set both keys of the pair, or neither']);
  }
  if (e.PAYMENT_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError([
      'PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the webhook signing secret)',
    ]);
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError([
      'GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET: set both (the OAuth client), or neither',
    ]);
  }
  if (Boolean(e.FACEBOOK_APP_ID) !== Boolean(e.FACEBOOK_APP_SECRET)) {
    throw new ConfigError(['FACEBOOK_APP_ID / FACEBOOK_APP_SECRET: set both (the Facebook app), or neither']);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both keys, or neither']);
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_PREFIX)) {
    throw new ConfigError(['S3_BUCKET: the other S3_ settings need the bucket to store files in']);
  }
  if (e.EMAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError(['EMAIL_TRANSPORT: smtp needs SMTP_URL (smtp://user:pass@host:587)']);
  }
  const config: AppConfig = { ...toAppConfig(e), ...overrides };
  if (config.env === 'production') {
    const problems: string[] = [];
    if (config.configToken === DEV_DEFAULTS.configToken) {
      problems.push(
        'CONFIG_TOKEN: set a secret of your own; the development default is refused in production',
      );
    }
    if (!config.cardSigningKey) {
      problems.push(
        'CARD_SIGNING_KEY: set the private key that signs member cards; production does not make one itself',
      );
    }
    if (!config.smtpUrl && e.EMAIL_TRANSPORT !== 'log') {
      problems.push(
        'SMTP_URL: set the mail server e-mails go through; without it reset and confirmation links would only ' +
          'be written to the log (set EMAIL_TRANSPORT=log to mean exactly that)',
      );
    }
    if (config.demoData) {
      problems.push('DEMO_DATA: the demo church and its known passwords are refused in production');
    }
    if (!e.PUBLIC_URL && !overrides.publicUrl) {
      problems.push(
        'PUBLIC_URL: set the address people open Congregate at; e-mailed links are built from it',
      );
    }
    if (problems.length > 0) throw new ConfigError(problems);
  }
  return config;
}
