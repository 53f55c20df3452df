import { isIP } from 'node:net';
import { z } from 'zod';

/** The address names proxy-addr (Fastify's `trustProxy`) knows besides addresses and CIDRs. */
const proxyAddressNames = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (proxyAddressNames.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`, as Fastify's `trustProxy` takes it: `false` (default), `true` (every hop — a client can
 * then forge its address), the number of proxies in front, or a comma list of proxy addresses and CIDRs.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | number | string[] => {
    const lower = value.toLowerCase();
    if (['', 'false', 'no'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return true;
    if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'use true, false, the number of proxies in front of the server (e.g. 1), or a comma list of proxy ' +
        `addresses or CIDRs (e.g. 10.0.0.0/8,192.168.1.1); not ${wrong.map((w) => JSON.stringify(w)).join(', ')}`,
    });
    return z.NEVER;
  });
