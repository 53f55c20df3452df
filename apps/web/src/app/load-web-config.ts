import { webConfigSchema, type WebConfig } from '@congregate/contracts';

/** `GET /config.json`: service base URLs, configuration token, media host. */
export async function loadWebConfig(signal?: AbortSignal): Promise<WebConfig> {
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const parsed = webConfigSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  return parsed.data;
}
