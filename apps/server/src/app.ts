import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { servicePrefixes, webConfigSchema, type ServiceName } from '@congregate/contracts';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { createReadCaches, type ReadCaches } from './lib/read-caches.ts';
import { isDatabaseEmpty, seedDemo } from './db/seed/demo.ts';
import { authPlugin } from './plugins/auth.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { webPlugin } from './plugins/web.ts';
import { configRoutes } from './services/config/config.routes.ts';
import { authRoutes } from './services/login/auth.routes.ts';
import { createAuthService } from './services/login/auth.service.ts';
import { createFlocksService } from './services/membership/flocks.service.ts';
import { membershipRoutes } from './services/membership/membership.routes.ts';
import { createPersonalDataService } from './services/membership/personal-data.service.ts';
import { personalDataRoutes } from './services/membership/personal-data.routes.ts';
import { createProfileSectionsService } from './services/membership/profile-sections.service.ts';
import { profileSectionRoutes } from './services/membership/profile-sections.routes.ts';
import { createProfileService } from './services/membership/profile.service.ts';
import { createLocalFileStorage } from './integrations/storage/file-storage.ts';
import { profilePhotoRoutes } from './plugins/profile-photos.ts';
import { createMemberDocumentsService } from './services/membership/member-documents.service.ts';
import { memberDocumentRoutes } from './services/membership/member-documents.routes.ts';
import { createMemberPhotoService } from './services/membership/member-photo.service.ts';
import { memberPhotoRoutes } from './services/membership/member-photo.routes.ts';
import { createMemberSignatureService } from './services/membership/member-signature.service.ts';
import { createCardKeys } from './integrations/card-keys/card-keys.ts';
import { createEmailSender, createMailOutbox, type MailLogger } from './integrations/email/email.ts';
import { createPasswordResetService } from './services/login/password-reset.service.ts';
import { passwordResetRoutes } from './services/login/password-reset.routes.ts';
import { createMemberAttendanceService } from './services/membership/member-attendance.service.ts';
import { memberAttendanceRoutes } from './services/membership/member-attendance.routes.ts';
import { createAdminMembersService } from './services/membership/admin-members.service.ts';
import { adminMembersRoutes } from './services/membership/admin-members.routes.ts';
import { adminDecisionRoutes } from './services/membership/admin-decisions.routes.ts';
import { createAdminReportsService } from './services/membership/admin-reports.service.ts';
import { createEmailChangesService } from './services/membership/email-changes.service.ts';
import { createEndorsementsService } from './services/membership/endorsements.service.ts';
import { createTransfersService } from './services/membership/transfers.service.ts';
import { createUserRolesService } from './services/membership/user-roles.service.ts';
import { createMemberCardService } from './services/membership/member-card.service.ts';
import { memberCardRoutes } from './services/membership/member-card.routes.ts';
import { createMemberRequestsService } from './services/membership/member-requests.service.ts';
import { memberRequestRoutes } from './services/membership/member-requests.routes.ts';
import { memberSignatureRoutes } from './services/membership/member-signature.routes.ts';
import { createMemberPlacementService } from './services/membership/member-placement.service.ts';
import { memberPlacementRoutes } from './services/membership/member-placement.routes.ts';
import { createLocaleInformationService } from './services/membership/locale-information.service.ts';
import { localeInformationRoutes } from './services/membership/locale-information.routes.ts';
import { createMemberImportService } from './services/membership/member-import.service.ts';
import { memberImportRoutes } from './services/membership/member-import.routes.ts';

export const VERSION = '0.1.0';

function createServices(db: Database, config: AppConfig, log: MailLogger, caches: ReadCaches) {
  const profiles = createProfileService(db, caches.profiles);
  const mail = createMailOutbox(createEmailSender(config, log), log);
  const files = createLocalFileStorage(config.filesDir);
  const emailChanges = createEmailChangesService(db, config, mail);
  return {
    auth: createAuthService(db, config),
    profiles,
    flocks: createFlocksService(db),
    profileSections: createProfileSectionsService(db),
    personalData: createPersonalDataService(db, profiles),
    memberPhotos: createMemberPhotoService(db, files),
    memberDocuments: createMemberDocumentsService(db, files),
    memberSignatures: createMemberSignatureService(db),
    mail,
    passwordReset: createPasswordResetService(db, config, mail),
    memberCards: createMemberCardService(db, createCardKeys(config, db)),
    memberAttendance: createMemberAttendanceService(db),
    adminMembers: createAdminMembersService(db),
    endorsements: createEndorsementsService(db, config, mail),
    transfers: createTransfersService(db),
    emailChanges,
    memberRequests: createMemberRequestsService(db, emailChanges),
    userRoles: createUserRolesService(db),
    adminReports: createAdminReportsService(db),
    memberPlacement: createMemberPlacementService(db),
    localeInformation: createLocaleInformationService(db),
    memberImport: createMemberImportService(db),
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
  }
}

/** Route plugins of each backend service; a service with no calls yet registers nothing. */
const serviceRoutes: Partial<Record<ServiceName, FastifyPluginAsyncZod[]>> = {
  login: [authRoutes, passwordResetRoutes],
  membership: [
    membershipRoutes,
    profileSectionRoutes,
    personalDataRoutes,
    memberPhotoRoutes,
    memberDocumentRoutes,
    memberSignatureRoutes,
    memberCardRoutes,
    memberRequestRoutes,
    memberAttendanceRoutes,
    adminMembersRoutes,
    adminDecisionRoutes,
    memberPlacementRoutes,
    localeInformationRoutes,
    memberImportRoutes,
  ],
  config: [configRoutes],
};

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Log demo seeding and start-up details. */
  announce?: (message: string) => void;
}

/** Builds the Fastify app without listening. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Close idle keep-alive sockets on shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  if (!options.database) app.addHook('onClose', () => handle.close());

  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  const caches = createReadCaches(handle.writes, config);
  app.decorate('caches', caches);
  app.decorate('services', createServices(handle.db, config, app.log, caches));
  // E-mails still being sent go out before the app closes.
  app.addHook('onClose', () => app.services.mail.drain());

  if (config.demoData && (await isDatabaseEmpty(handle.db))) {
    const summary = await seedDemo(handle.db);
    options.announce?.(
      `Demo data created: ${summary.locales} locales, ${summary.flocks} flocks, ${summary.members} members.`,
    );
  }

  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(cookie);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.mediaHost ? [config.mediaHost] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
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

  await app.register(async (api) => {
    if (config.rateLimitPerMinute > 0) {
      await api.register(rateLimit, { max: config.rateLimitPerMinute, timeWindow: '1 minute' });
    }

    api.withTypeProvider<ZodTypeProvider>().get(
      '/api/health',
      {
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

    for (const name of config.services) {
      for (const routes of serviceRoutes[name] ?? []) {
        await api.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: servicePrefixes[name].replace(/\/$/, '') });
      }
    }
  });

  app.get(
    '/config.json',
    { schema: { tags: ['system'], summary: 'Runtime configuration the web app reads at start', response: { 200: webConfigSchema } } },
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
  await app.withTypeProvider<ZodTypeProvider>().register(profilePhotoRoutes);
  await app.register(webPlugin);
  return app;
}
