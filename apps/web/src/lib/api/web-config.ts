import { servicePrefixes, type ServiceName, type WebConfig } from '@congregate/contracts';

/** The settings read from `/config.json` at start; every service defaults to this origin. */
let current: WebConfig = {
  services: { ...servicePrefixes },
  configToken: '',
  qrLocation: '',
  mediaHost: '',
  version: 'dev',
};

export function setWebConfig(config: WebConfig): void {
  current = { ...config, services: { ...servicePrefixes, ...config.services } };
}

export function getWebConfig(): WebConfig {
  return current;
}

/** Full URL of `path` on a service: its base URL (one per service) joined with the path. */
export function serviceUrl(service: ServiceName, path: string): string {
  const base = current.services[service] ?? servicePrefixes[service];
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}
