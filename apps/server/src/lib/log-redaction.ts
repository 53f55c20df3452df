import type { FastifyRequest } from 'fastify';

/** Words that make a query parameter's value a secret (`token`, `emailToken`, `access_token`, `apiKey`…). */
const SECRET_WORDS = new Set([
  'token',
  'secret',
  'password',
  'passwd',
  'pwd',
  'pass',
  'passcode',
  'key',
  'apikey',
  'code',
  'auth',
  'authorization',
  'signature',
  'sig',
  'otp',
  'session',
  'sessionid',
  'cookie',
  'credential',
  'credentials',
  'jwt',
  'hash',
  'nonce',
]);

export const REDACTED = '[redacted]';

function namesSecret(rawName: string): boolean {
  let name = rawName;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    // A malformed name is judged as written.
  }
  // `emailToken`, `access_token`, `client-secret`, `X-Api-Key` → their words.
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some((word) => SECRET_WORDS.has(word)) || SECRET_WORDS.has(words.join(''));
}

/**
 * The address with the value of every query parameter named like a secret replaced by `[redacted]`; the
 * path, the other parameters and their order are kept as sent.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && namesSecret(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's request log line (`req`), with secrets in the query redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
