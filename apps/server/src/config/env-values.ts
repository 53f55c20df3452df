import { z } from 'zod';
import { serviceNames, type ServiceName } from '@congregate/contracts';
import { CardKeyFormatError, parseCardSigningKey } from '../integrations/card-keys/signing-key.ts';

/** `true`/`false`, `1`/`0` or `yes`/`no`, as a boolean. */
export const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An http:// or https:// URL; the message names the setting. */
export const httpUrl = (setting: string) =>
  z.url({ protocol: /^https?$/, error: `${setting} must be an http:// or https:// URL` });

/** A comma-separated list of host names (`www.youtube.com, player.vimeo.com`), lower-cased; bad entries refused. */
export const hostList = z.string().transform((value, ctx): string[] => {
  const hosts = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  for (const host of hosts) {
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/.test(host)) {
      ctx.addIssue({ code: 'custom', message: `not a host name: ${host}` });
    }
  }
  return [...new Set(hosts)];
});

/** `SERVICES`: a comma list of service names, or `all` (default); unknown names refused. */
export const serviceList = z
  .string()
  .default('all')
  .transform((value, ctx): ServiceName[] => {
    const wanted = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (wanted.length === 0 || wanted.includes('all')) return [...serviceNames];
    const unknown = wanted.filter((name) => !(serviceNames as string[]).includes(name));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown service(s): ${unknown.join(', ')}; known: ${serviceNames.join(', ')}`,
      });
      return z.NEVER;
    }
    return wanted as ServiceName[];
  });

/** A private Ed25519 key the card signer can use (JWK JSON or PKCS#8 PEM); optional. */
export const cardSigningKey = z
  .string()
  .optional()
  .superRefine((value, ctx) => {
    if (!value) return;
    try {
      parseCardSigningKey(value);
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: error instanceof CardKeyFormatError ? error.message : 'not a usable key',
      });
    }
  });
