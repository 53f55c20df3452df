import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceName } from '@congregate/contracts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { CardKeyProvider } from '../integrations/card-keys/card-keys.ts';
import type { MailOutbox } from '../integrations/email/email.ts';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { Housekeeping } from './housekeeping.ts';
import type { Jobs } from './jobs.ts';
import type { AppMetrics } from './metrics.ts';
import type { Realtime } from './realtime.ts';
import type { ReadCaches } from './read-caches.ts';
import type { WorkQueue } from './work-queue.ts';

/** What every service's features are built from: the database, the config and the providers. */
export interface ServiceDeps {
  db: Database;
  config: AppConfig;
  caches: ReadCaches;
  /** Events to every server process at commit (PostgreSQL LISTEN/NOTIFY): new notices, live counters. */
  realtime: Realtime;
  /** Background work on pg-boss: features `define` queues and handlers, `schedule` daily runs, `send` jobs. */
  jobs: Jobs;
  mail: MailOutbox;
  files: FileStorage;
  cardKeys: CardKeyProvider;
  /** Where a feature adds its periodic clean-up (`housekeeping.add({ name, run })`). */
  housekeeping: Housekeeping;
  /** Where image decoding and encoding runs, a few at a time (photos, document scans, signatures). */
  imageWork: WorkQueue;
  /** Counters features feed (`/metrics`, issue 20): `checkedIn(method)`. */
  metrics: Pick<AppMetrics, 'checkedIn'>;
  /** The server log, for work no request waits on (background jobs, the notification dispatcher). */
  log: ServiceLog;
}

/** The slice of the server's logger background work uses (Fastify's logger fits). */
export interface ServiceLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * A backend service (DESIGN.md section 3): its features' services, built once for the app, and its
 * features' route plugins, registered under the service's prefix when the service is enabled.
 */
export interface ServiceModule<S extends object, D extends ServiceDeps = ServiceDeps> {
  name: ServiceName;
  /** Builds the features; `D` adds what this service takes from another one (handed over by `app.ts`). */
  createServices(deps: D): S;
  routes: FastifyPluginAsyncZod[];
  /** Routes at the origin's root, served whatever `SERVICES` says (profile photo files). */
  rootRoutes?: FastifyPluginAsyncZod[];
}

export const defineService = <S extends object, D extends ServiceDeps = ServiceDeps>(
  module: ServiceModule<S, D>,
): ServiceModule<S, D> => module;
