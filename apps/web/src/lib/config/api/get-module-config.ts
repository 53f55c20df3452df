import { moduleConfigCalls, type ModuleConfig } from '@congregate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { moduleConfigKeys } from '../../query-keys.ts';
import { storage } from '../../storage/index.ts';

/** `GET config/{module}` with the configuration token. */
export function fetchModuleConfig(module: string): Promise<ModuleConfig> {
  return callApi(moduleConfigCalls.get, { params: { module } });
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
