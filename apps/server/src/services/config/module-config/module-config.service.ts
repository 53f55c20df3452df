import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import { findModuleConfig, listBatchNames } from './module-config.repository.ts';

/** What each client module is configured with (e.g. the RRB board's label), and the batch names. */
export function createModuleConfigService(db: Database) {
  return {
    async get(module: string) {
      const found = await findModuleConfig(db, module);
      if (!found) throw notFound(`Configuration for module "${module}"`);
      return found;
    },
    batchNames: () => listBatchNames(db),
  };
}
export type ModuleConfigService = ReturnType<typeof createModuleConfigService>;
