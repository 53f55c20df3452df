import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the social sign-in stand-ins share (issue 19): a loopback HTTP server's small tools, a cookie jar. */

export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');
export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
export const unescapeHtml = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
export const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export async function listen(server: http.Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: http.ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`,
  );
}

export function redirect(res: http.ServerResponse, location: string | URL, status = 303) {
  res.writeHead(status, { location: String(location), 'cache-control': 'no-store' });
  res.end();
}

/** A request's parameters: the query, and for a form POST its body too (the body wins). */
export async function paramsOf(req: http.IncomingMessage, url: URL): Promise<URLSearchParams> {
  const params = new URLSearchParams(url.searchParams);
  if (
    req.method === 'POST' &&
    (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
  ) {
    for (const [key, value] of new URLSearchParams(await readBody(req))) params.set(key, value);
  }
  return params;
}

/** The `<form>`s of a page: action, method, hidden/named inputs and submit buttons (name=value). */
export interface PageForm {
  action: string;
  method: string;
  inputs: Map<string, string>;
  buttons: Array<{ name: string; value: string; label: string }>;
}

export function formsOf(html: string, pageUrl: URL): PageForm[] {
  const forms: PageForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const attributes = match[1] ?? '';
    const inner = match[2] ?? '';
    const attribute = (source: string, name: string) =>
      unescapeHtml(new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(source)?.[1] ?? '');
    const inputs = new Map<string, string>();
    for (const input of inner.matchAll(/<input\b([^>]*)>/gi)) {
      const name = attribute(input[1] ?? '', 'name');
      if (name) inputs.set(name, attribute(input[1] ?? '', 'value'));
    }
    const buttons: PageForm['buttons'] = [];
    for (const button of inner.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi)) {
      buttons.push({
        name: attribute(button[1] ?? '', 'name'),
        value: attribute(button[1] ?? '', 'value'),
        label: unescapeHtml((button[2] ?? '').replace(/<[^>]*>/g, '').trim()),
      });
    }
    forms.push({
      action: new URL(attribute(attributes, 'action') || pageUrl.href, pageUrl).href,
      method: (attribute(attributes, 'method') || 'get').toLowerCase(),
      inputs,
      buttons,
    });
  }
  return forms;
}

/** A small cookie jar for one origin (name → value; paths ignored: the stand-ins' cookie names do not repeat). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const split = pair.indexOf('=');
      if (split < 0) continue;
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=');
        const lower = key.trim().toLowerCase();
        if (lower === 'max-age') return Number(setting) <= 0;
        if (lower === 'expires') return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The text of a page, its first 300 characters, for an error message. */
export const textSnippet = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
