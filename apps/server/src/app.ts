import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, servicePrefixes, webConfigSchema } from '@congregate/contracts';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { createHousekeeping } from './lib/housekeeping.ts';
import { createJobs } from './lib/jobs.ts';
import { createRealtime } from './lib/realtime.ts';
import { createImageWork } from './lib/image-work.ts';
import { requestLogSerializer } from './lib/log-redaction.ts';
import { responseSerializer } from './lib/response-serializer.ts';
import { validatorCompiler } from './lib/request-validation.ts';
import { createMetrics, type AppMetrics } from './lib/metrics.ts';
import { createReadiness } from './lib/readiness.ts';
import { logMixin, requestIdOf } from './lib/request-context.ts';
import { createReadCaches, type ReadCaches } from './lib/read-caches.ts';
import { createCacheInvalidation } from './lib/cache-invalidation.ts';
import { isDatabaseEmpty, seedDemo } from './demo/demo.ts';
import { authPlugin } from './plugins/auth.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { registerRequestLimit, trustProxyOption } from './plugins/request-limit.ts';
import type { SharedRequestCounts } from './plugins/request-limit-store.ts';
import { webPlugin } from './plugins/web.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRequestId } from './plugins/request-id.ts';
import { createCardKeys } from './integrations/card-keys/card-keys.ts';
import { createEmailSender, createMailOutbox } from './integrations/email/email.ts';
import { createFileStorage } from './integrations/storage/storage.ts';
import type { ServiceDeps } from './lib/service-module.ts';
import { configService } from './services/config/index.ts';
import { loginService } from './services/login/index.ts';
import { membershipService } from './services/membership/index.ts';
import { eventsService } from './services/events/index.ts';
import { mediaService } from './services/media/index.ts';
import { groupsService } from './services/groups/index.ts';
import { notificationsService } from './services/notifications/index.ts';
import { paymentService } from './services/payment/index.ts';
import { videoService } from './services/video/index.ts';

export const VERSION = '0.1.0';

/** The backend services this build holds (DESIGN.md section 3); the others have no calls yet. */
const serviceModules = [
  loginService,
  membershipService,
  eventsService,
  configService,
  mediaService,
  groupsService,
  notificationsService,
  paymentService,
  videoService,
] as const;

function createServices(
  handle: DatabaseHandle,
  config: AppConfig,
  log: FastifyBaseLogger,
  caches: ReadCaches,
  metrics: AppMetrics,
) {
  const { db } = handle;
  const housekeeping = createHousekeeping(config.housekeepingMinutes * 60_000, log);
  const imageWork = createImageWork();
  const realtime = createRealtime(handle, log);
  const jobs = createJobs(
    handle,
    { work: config.jobsWorker, pollSeconds: config.jobsPollSeconds, schedule: config.jobsWorker },
    log,
  );
  // Every e-mail is a job on the `email.send` queue: queued with the change, sent by any process's worker.
  const mail = createMailOutbox(createEmailSender(config, log), jobs, log);
  const deps: ServiceDeps = {
    db,
    config,
    caches,
    realtime,
    jobs,
    mail,
    files: createFileStorage(config),
    cardKeys: createCardKeys(config, db),
    housekeeping,
    imageWork,
    metrics,
    log,
  };
  // Every service's features are built, enabled or not: they are plain objects, and an enabled
  // service may call another's (the membership service's password change calls the login service's).
  const login = loginService.createServices(deps);
  // A confirmed e-mail change (membership) signs the account out and voids its reset links (login).
  const signIns = { endAllSessions: login.sessions.endAll, voidResetLinks: login.passwordReset.voidLinks };
  const membership = membershipService.createServices({ ...deps, signIns });
  const media = mediaService.createServices(deps);
  // Kiosks pair into a session (login) and hand tablets the card key (membership).
  const events = eventsService.createServices({
    ...deps,
    sessions: login.sessions,
    cardKey: membership.memberCards.publicKey,
    signToken: membership.memberCards.signWith,
    // Converting a baptized PEP makes a member (membership) and invites them to an account (login).
    conversion: {
      members: membership.members,
      spirituals: membership.profileSections,
      invitations: login.passwordReset,
    },
    // Flyers are drawn on their event's art (media).
    media: media.mediaImages,
  });
  // Flocks, groups, awards and the record board read members (membership) and attendance, PEPs, RSVPs (events).
  const groups = groupsService.createServices({ ...deps, membership, events });
  const notifications = notificationsService.createServices(deps);
  const payment = paymentService.createServices(deps);
  // Watching a livestream checks a member in (events); videos carry the shared categories (groups).
  const video = videoService.createServices({ ...deps, events, groups });
  return {
    mail,
    housekeeping,
    imageWork,
    realtime,
    jobs,
    ...login,
    ...membership,
    ...events,
    ...configService.createServices(deps),
    ...media,
    ...groups,
    ...notifications,
    ...payment,
    ...video,
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    dbKind: DatabaseHandle['kind'];
    services: Services;
    caches: ReadCaches;
    /** The general request limit's counts shared with the other processes (null when the limit is off). */
    requestCounts: SharedRequestCounts | null;
  }
}

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Log demo seeding and start-up details. */
  announce?: (message: string) => void;
  /** Where the request log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
}

/**
 * Development's log (LOG_FORMAT=pretty): one readable line per entry — time, level, message, the request's method,
 * path and answer — formatted in this thread (no transport worker), colours only on a terminal.
 */
export function prettyLog(to: { write(line: string): unknown; isTTY?: boolean } = process.stdout) {
  const pretty = prettyFactory({
    colorize: Boolean(to.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
  return { write: (line: string) => void to.write(pretty(line)) };
}

/** Builds the Fastify app without listening. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Links carry one-time secrets in their query (reset and confirmation tokens): logged redacted.
            serializers: { req: requestLogSerializer },
            // A job's lines carry `{ reqId, job, queue }`, reqId the request that queued it (lib/request-context.ts).
            mixin: logMixin,
            ...(config.logFormat === 'pretty'
              ? { stream: prettyLog(options.logStream) }
              : options.logStream
                ? { stream: options.logStream }
                : {}),
          },
    trustProxy: trustProxyOption(config.trustProxy),
    // The caller's `X-Request-Id` when sane (≤ 64 of [A-Za-z0-9._-]), else a new random id; echoed back.
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    // Close idle keep-alive sockets on shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router's and the HTTP parser's own refusals answer with the error envelope too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);

  const handle =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            poolSize: config.databasePoolSize,
            onConnectionError: (error) =>
              app.log.warn({ err: error }, 'an idle database connection failed; it is replaced'),
            onMigrations: (message) => app.log.info(message),
          }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  if (!options.database) app.addHook('onClose', () => handle.close());

  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  const caches = createReadCaches(handle.writes, config);
  app.decorate('caches', caches);
  // Every process's committed changes drop the cached entries they made stale (issue 16).
  const cacheInvalidation = createCacheInvalidation(handle, caches);
  const metrics = createMetrics();
  app.decorate('services', createServices(handle, config, app.log, caches, metrics));
  metrics.connect({
    connections: () => handle.connections?.() ?? { total: 1, idle: 0, waiting: 0 },
    jobsDepth: () => app.services.jobs.depth(),
    checkInsSince: (since) => app.services.checkIns.countSince(since),
    log: app.log,
  });
  const readiness = createReadiness(handle);
  // Queued e-mails wait in the database for the next start; the sender's connections close with the app.
  app.addHook('onClose', () => app.services.mail.drain());
  app.addHook('onReady', async () => {
    await cacheInvalidation.start();
    await app.services.realtime.start();
    await app.services.jobs.start();
    app.services.housekeeping.start();
  });
  // Jobs running finish (queued ones wait in the database for the next start); then the realtime listener stops.
  app.addHook('preClose', async () => {
    await app.services.housekeeping.stop();
    await app.services.dispatcher.stop();
    await app.services.jobs.stop();
    await app.services.realtime.stop();
    await cacheInvalidation.stop();
  });

  if (config.demoData && (await isDatabaseEmpty(handle.db))) {
    // The demo's flyer art goes where uploads go.
    const summary = await seedDemo(handle.db, { files: createFileStorage(config) });
    options.announce?.(
      `Demo data created: ${summary.locales} locales, ${summary.flocks} flocks, ${summary.members} members.`,
    );
  }

  await app.register(errorsPlugin);
  // Before every route: the request id's hook, then (with METRICS_TOKEN) `/metrics` and its request timing.
  registerRequestId(app);
  registerMetrics(app, metrics, config.metricsToken);
  await app.register(authPlugin);
  await app.register(cookie);
  const streamOrigins = config.video.streamHosts.map((host) => `https://${host}`);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.mediaHost ? [config.mediaHost] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // 'wasm-unsafe-eval': the kiosk compiles its QR reader (zxing-wasm, served from here); no script eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // HLS playlists and segments (hls.js fetches them) from the allowed stream hosts (issue 18).
        connectSrc: ["'self'", ...streamOrigins],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:', ...streamOrigins],
        // Embedded players (videos and livestreams) from the allow-list only.
        frameSrc: config.video.embedHosts.length
          ? config.video.embedHosts.map((host) => `https://${host}`)
          : ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Congregate API',
        version: VERSION,
        description:
          'Every service of Congregate under one origin. Errors use `{ error: { code, message, details? } }`. ' +
          'Browser sessions use an httpOnly cookie plus `X-XSRF-TOKEN` on unsafe requests; API clients send `Authorization: Bearer <accessToken>`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          configToken: { type: 'http', scheme: 'bearer', description: 'CONFIG_TOKEN, for /api/v1/config/' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.decorate('requestCounts', null);
  await app.register(async (api) => {
    // Per session when signed in, per address otherwise (plugins/request-limit.ts).
    app.requestCounts = await registerRequestLimit(
      api,
      config.rateLimitPerMinute,
      handle.db,
      config.rateLimitShareMs,
    );

    api.withTypeProvider<ZodTypeProvider>().get(
      '/api/health',
      {
        // Probes and load balancers poll it; it is never limited.
        config: { rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Liveness and database reachability',
          response: {
            200: z.object({
              status: z.literal('ok'),
              database: z.enum(['pglite', 'postgres']),
              services: z.array(z.string()),
              version: z.string(),
            }),
          },
        },
      },
      async () => {
        await handle.db.execute('select 1');
        return { status: 'ok' as const, database: handle.kind, services: config.services, version: VERSION };
      },
    );

    api.withTypeProvider<ZodTypeProvider>().get(
      '/api/health/ready',
      {
        // Load balancers and orchestrators poll it before sending traffic; never limited, no session.
        config: { rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database answers and every migration of this build is applied',
          response: {
            200: z.object({
              status: z.literal('ready'),
              database: z.enum(['pglite', 'postgres']),
              migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
              version: z.string(),
            }),
            503: errorEnvelopeSchema,
          },
        },
      },
      async (_request, reply) => {
        const state = await readiness();
        if (!state.ready) {
          return reply.code(503).send({
            error: {
              code: 'not_ready',
              message: `Not ready: ${state.reason}`,
              details: {
                reason: state.reason,
                migrations: { applied: state.applied, expected: state.expected },
              },
            },
          });
        }
        return {
          status: 'ready' as const,
          database: handle.kind,
          migrations: { applied: state.applied, expected: state.expected },
          version: VERSION,
        };
      },
    );

    for (const service of serviceModules) {
      if (!config.services.includes(service.name)) continue;
      const prefix = servicePrefixes[service.name].replace(/\/$/, '');
      for (const routes of service.routes)
        await api.withTypeProvider<ZodTypeProvider>().register(routes, { prefix });
    }
  });

  app.get(
    '/config.json',
    {
      schema: {
        tags: ['system'],
        summary: 'Runtime configuration the web app reads at start',
        response: { 200: webConfigSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      const origin = `${request.protocol}://${request.host}`;
      return {
        services: servicePrefixes,
        configToken: config.configToken,
        qrLocation: config.qrLocation ?? `${origin}/qrloc/`,
        mediaHost: config.mediaHost,
        version: VERSION,
      };
    },
  );

  // Photos are shown on public invitation pages too, so they are served whatever SERVICES says.
  for (const service of serviceModules) {
    for (const routes of service.rootRoutes ?? [])
      await app.withTypeProvider<ZodTypeProvider>().register(routes);
  }
  await app.register(webPlugin);
  return app;
}
