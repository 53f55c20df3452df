import { moduleConfigSchema, type ModuleConfig } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/index.ts';
import { moduleConfigKeys } from '../../query-keys.ts';
import { storage } from '../../storage/index.ts';

/** `GET config/{module}` with the configuration token. */
export function fetchModuleConfig(module: string): Promise<ModuleConfig> {
  return apiRequest('config', encodeURIComponent(module), { schema: moduleConfigSchema, auth: 'config' });
}

/** A module's configuration: from storage (under the module name) when present, otherwise fetched once. */
export async function loadModuleConfig(module: string): Promise<ModuleConfig> {
  const cached = storage.getModuleConfig(module);
  if (cached) return cached;
  const config = await fetchModuleConfig(module);
  storage.setModuleConfig(module, config);
  return config;
}

export function moduleConfigQueryOptions(module: string) {
  return queryOptions({
    queryKey: moduleConfigKeys.detail(module),
    queryFn: () => loadModuleConfig(module),
    staleTime: Infinity,
  });
}

export function useModuleConfig(module: string) {
  return useQuery(moduleConfigQueryOptions(module));
}
