import { okSchema, profileSchema } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { errorBody, fakeServer, json, makeProfile } from '../../test/fake-server.ts';
import { apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { serviceUrl, setWebConfig } from './web-config.ts';

const config = {
  services: {
    membership: '/api/membership/',
    login: '/api/login/',
    events: '/api/events/',
    groups: '/api/groups/',
    notifications: '/api/notifications/',
    payment: '/api/payment/',
    video: '/api/video/',
    config: '/api/v1/config/',
    media: '/api/media/',
  },
  configToken: 'config-token-123',
  qrLocation: 'http://localhost/qrloc/',
  mediaHost: 'http://media.example',
  version: '1.0.0',
};

describe('apiRequest', () => {
  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on non-GET requests', async () => {
    setWebConfig(config);
    document.cookie = 'XSRF-TOKEN=abc%20123; path=/';
    const calls = fakeServer({ 'POST /api/login/auth/logout': () => json(200, { ok: true }) });
    await apiRequest('login', 'auth/logout', { method: 'POST', schema: okSchema });
    expect(calls[0]!.headers['x-xsrf-token']).toBe('abc 123');
    expect(calls[0]!.credentials).toBe('include');
  });

  it('sends no XSRF header on GET and no Authorization on session calls', async () => {
    setWebConfig(config);
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const calls = fakeServer({ 'GET /api/membership/members/myProfile': () => json(200, makeProfile()) });
    await apiRequest('membership', 'members/myProfile', { schema: profileSchema });
    expect(calls[0]!.headers['x-xsrf-token']).toBeUndefined();
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect(calls[0]!.credentials).toBe('include');
  });

  it('sends the configuration token as Bearer on configuration calls', async () => {
    setWebConfig(config);
    const calls = fakeServer({ 'GET /api/v1/config/locales/all': () => json(200, []) });
    await apiRequest('config', 'locales/all', { schema: okSchema.array(), auth: 'config' });
    expect(calls[0]!.headers.authorization).toBe('Bearer config-token-123');
  });

  it('uses the base URL configured for each service', () => {
    setWebConfig({
      ...config,
      services: { ...config.services, events: 'https://events.example/api/events/' },
    });
    expect(serviceUrl('events', 'gatherings')).toBe('https://events.example/api/events/gatherings');
    expect(serviceUrl('membership', '/members/myProfile')).toBe('/api/membership/members/myProfile');
    setWebConfig(config);
  });

  it('throws an ApiError carrying the envelope, with 422 issues and 429 retry time', async () => {
    setWebConfig(config);
    fakeServer({
      'POST /api/login/auth/register': () =>
        json(
          422,
          errorBody('invalid_input', 'Invalid input', {
            issues: [{ path: 'email', message: 'Enter a valid email address' }],
          }),
        ),
      'POST /api/login/auth/login': () =>
        json(429, errorBody('rate_limited', 'Slow down', { retryAfterSeconds: 42 })),
    });
    const invalid = await apiRequest('login', 'auth/register', {
      method: 'POST',
      body: {},
      schema: okSchema,
    }).catch((e) => e);
    expect(invalid).toBeInstanceOf(ApiError);
    expect(invalid).toMatchObject({ status: 422, code: 'invalid_input' });
    expect(invalid.issues).toEqual([{ path: 'email', message: 'Enter a valid email address' }]);
    const limited = await apiRequest('login', 'auth/login', {
      method: 'POST',
      body: {},
      schema: okSchema,
    }).catch((e) => e);
    expect(limited).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 42 });
  });

  it('refuses an answer that does not match the contract', async () => {
    setWebConfig(config);
    fakeServer({ 'GET /api/membership/members/myProfile': () => json(200, { member: 'nope' }) });
    await expect(
      apiRequest('membership', 'members/myProfile', { schema: profileSchema }),
    ).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
});
