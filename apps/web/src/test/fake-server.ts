import {
  defaultStatus,
  pathPattern,
  profileSchema,
  servicePrefixes,
  type AuthSession,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallReply,
  type CallSpec,
  type Locale,
  type ModuleConfig,
  type Profile,
  type UserAccess,
} from '@congregate/contracts';
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  /** The query string, e.g. `?cursor=x&limit=20`. */
  search?: string;
  headers: Record<string, string>;
  body: unknown;
  /** The multipart body of an upload. */
  form?: FormData;
  credentials: RequestCredentials | undefined;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** What a fake route's handler gets: the call's params, query and body, checked against its descriptor. */
export interface FakeRequest<C extends CallSpec> {
  params: CallParams<C>;
  query: CallQuery<C>;
  body: CallBody<C>;
  /** The raw call as it reached the fake server (headers, upload form…). */
  raw: RecordedCall;
}
/** Answers a Response (any status), or the call's success body (sent with its success status). */
export type FakeHandler<C extends CallSpec> = (
  request: FakeRequest<C>,
) => Response | CallReply<C> | Promise<Response | CallReply<C>>;

export interface FakeRoute {
  call: CallSpec;
  handler: FakeHandler<CallSpec>;
  /** Path parameters this route answers for; a call with others falls through to the next route. */
  only?: Record<string, string>;
}

const isFakeRoute = (part: unknown): part is FakeRoute =>
  typeof part === 'object' && part !== null && 'call' in part && 'handler' in part;

/**
 * A fake server route for one call, answered by `handler` — for every call of it, or (`only`) for the
 * calls with these path parameters, as a route the real server would answer for one member or locale.
 */
export function on<C extends CallSpec>(
  call: C,
  handler: FakeHandler<C>,
  only?: Partial<Record<keyof NonNullable<CallParams<C>>, string>>,
): FakeRoute {
  return { call, handler: handler as unknown as FakeHandler<CallSpec>, only: only as Record<string, string> };
}

/** Where a call's path sits in a URL path (its service prefix, or the root). */
function callMatch(call: CallSpec, method: string, pathname: string): Record<string, string> | null {
  if (call.method !== method) return null;
  const prefix = call.root ? '' : servicePrefixes[call.service].replace(/\/$/, '');
  if (!pathname.startsWith(prefix)) return null;
  const match = pathPattern(call).exec(pathname.slice(prefix.length));
  if (!match) return null;
  return Object.fromEntries(
    Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
  );
}

/** The recorded calls made to one descriptor's route. */
export function callsTo(calls: RecordedCall[], call: CallSpec): RecordedCall[] {
  return calls.filter((recorded) => callMatch(call, recorded.method, recorded.url) !== null);
}

const invalid = (where: string, issues: { path: PropertyKey[]; message: string }[]) =>
  json(
    422,
    errorBody('invalid_input', `Invalid ${where}`, {
      issues: issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    }),
  );

/** Answers a recorded call from descriptor routes, checking params, query and body as the server would. */
async function answerFromRoutes(routes: FakeRoute[], call: RecordedCall): Promise<Response | null> {
  for (const route of routes) {
    const params = callMatch(route.call, call.method, call.url);
    if (!params) continue;
    if (route.only && Object.entries(route.only).some(([name, value]) => params[name] !== value)) continue;
    const spec = route.call;
    const parsedParams = spec.params
      ? spec.params.safeParse(params)
      : { success: true as const, data: undefined };
    if (!parsedParams.success) return invalid('path parameters', parsedParams.error.issues);
    const rawQuery = Object.fromEntries(new URLSearchParams(call.search ?? '').entries());
    const parsedQuery = spec.query
      ? spec.query.safeParse(rawQuery)
      : { success: true as const, data: undefined };
    if (!parsedQuery.success) return invalid('query', parsedQuery.error.issues);
    const parsedBody = spec.body
      ? spec.body.safeParse(call.body)
      : { success: true as const, data: undefined };
    if (!parsedBody.success) return invalid('body', parsedBody.error.issues);
    const answer = await route.handler({
      params: parsedParams.data as never,
      query: parsedQuery.data as never,
      body: parsedBody.data as never,
      raw: call,
    });
    return answer instanceof Response ? answer : json(defaultStatus(spec), answer);
  }
  return null;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function errorBody(code: string, message: string, details?: unknown) {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

/** Routes of a fake server: `on(descriptor, handler)` for API calls; a `"METHOD /path"` table for the rest (`/config.json`). */
export type FakeRoutes = ReadonlyArray<FakeRoute | Record<string, Handler>> | Record<string, Handler>;

/** The routes as a list, to put a fixture's own routes before the shell's defaults (the first match answers). */
export const routeList = (routes: FakeRoutes): ReadonlyArray<FakeRoute | Record<string, Handler>> =>
  Array.isArray(routes) ? routes : [routes as Record<string, Handler>];

/**
 * Replaces `fetch` with routes made by `on(descriptor, handler)` (or, for calls outside the API such as
 * `/config.json`, a table of `"METHOD /path"` → handler); the first route that matches answers, unknown
 * calls answer 404. Returns the list of calls made, to assert what reached the "server".
 */
export function fakeServer(routes: FakeRoutes): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const parts = routeList(routes);
  const answer = async (call: RecordedCall, pathname: string) => {
    calls.push(call);
    for (const part of parts) {
      if (isFakeRoute(part)) {
        const answered = await answerFromRoutes([part], call);
        if (answered) return answered;
      } else {
        const handler = (part as Record<string, Handler>)[`${call.method} ${pathname}`];
        if (handler) return handler(call);
      }
    }
    return json(404, errorBody('not_found', `No route ${call.method} ${pathname}`));
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), window.location.href);
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      return answer(
        {
          method: init.method ?? 'GET',
          url: url.pathname,
          search: url.search,
          headers,
          body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
          credentials: init.credentials,
        },
        url.pathname,
      );
    }),
  );
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(answer));
  return calls;
}

type Answer = (call: RecordedCall, pathname: string) => Response | Promise<Response>;

/** Uploads go through XMLHttpRequest (for progress): the same route table answers them. */
function fakeXhrClass(answer: Answer) {
  return class FakeXhr {
    method = 'GET';
    url = '';
    status = 0;
    responseText = '';
    withCredentials = false;
    headers: Record<string, string> = {};
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      const url = new URL(this.url, window.location.href);
      const form = body instanceof FormData ? body : undefined;
      void (async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        const response = await answer(
          {
            method: this.method,
            url: url.pathname,
            search: url.search,
            headers: this.headers,
            body: undefined,
            form,
            credentials: this.withCredentials ? 'include' : 'same-origin',
          },
          url.pathname,
        );
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      })();
    }
  };
}

export const ids = {
  user: '11111111-1111-4111-8111-111111111111',
  member: '22222222-2222-4222-8222-222222222222',
  locale: '33333333-3333-4333-8333-333333333333',
  flock: '44444444-4444-4444-8444-444444444444',
};

/** A profile as the server sends it, checked against the contract so that the fixture cannot drift. */
export function makeProfile(
  overrides: {
    endorsed?: boolean;
    flockName?: string | null;
    photo?: string | null;
    member?: Partial<Profile['member']>;
    completeness?: Partial<Profile['completeness']>;
    noneToAdd?: Partial<Profile['noneToAdd']>;
  } = {},
): Profile {
  const endorsed = overrides.endorsed ?? true;
  return profileSchema.parse({
    member: {
      id: ids.member,
      customId: 'M0000042',
      userId: ids.user,
      salutation: 'Sis.',
      firstName: 'Maria',
      lastName: 'Santos',
      email: 'member@example.org',
      type: 'member',
      currentLocale: ids.locale,
      currentLocaleName: 'Quezon City',
      endorsed,
      endorsedBy: null,
      endorsedAt: null,
      photo: overrides.photo === undefined ? '/profile/maria.jpg' : overrides.photo,
      flockId: ids.flock,
      flockName: overrides.flockName === undefined ? 'C3-Joy' : overrides.flockName,
      cluster: 'set-by-server',
      birthDate: '1990-05-01',
      gender: 'female',
      mobile: '+639171234567',
      civilStatus: 'single',
      middleName: null,
      suffix: null,
      nickname: 'Mia',
      nationality: 'PH',
      bloodType: null,
      emergencyContactName: null,
      emergencyContactMobile: null,
      emergencyContactRelationship: null,
      ...overrides.member,
    },
    userType: 'member',
    locale: { id: ids.locale, name: 'Quezon City', countryId: 'PH', timeZone: 'Asia/Manila' },
    completeness: {
      personalData: true,
      profilePhoto: true,
      addressBook: false,
      familyBackground: false,
      educationalBackground: true,
      workExperiences: false,
      skills: false,
      myAttendance: true,
      changePassword: false,
      spiritualJourney: false,
      ...overrides.completeness,
    },
    noneToAdd: {
      addressBook: false,
      familyBackground: false,
      educationalBackground: false,
      workExperiences: false,
      skills: false,
      spiritualJourney: false,
      ...overrides.noneToAdd,
    },
    endorsement: endorsed
      ? null
      : {
          localeName: 'Quezon City',
          localeEmail: 'qc@example.org',
          localePhone: '+63 2 8123 4567',
          admins: [{ name: 'Grace Secretary' }],
        },
  });
}

export function makeUserAccess(isAdmin = false): UserAccess {
  return {
    userId: ids.user,
    memberId: ids.member,
    userType: isAdmin ? 'admin' : 'member',
    group: isAdmin ? { name: 'locale_admin', label: 'Locale admin' } : { name: 'member', label: 'Member' },
    roles: [],
    permissions: isAdmin ? ['profile.self', 'admin.access'] : ['profile.self'],
    isAdmin,
  };
}

export function makeLocale(overrides: Partial<Locale> = {}): Locale {
  return {
    id: ids.locale,
    name: 'Quezon City',
    countryId: 'PH',
    districtId: null,
    districtName: null,
    timeZone: 'Asia/Manila',
    currency: 'PHP',
    language: 'fil',
    address: { line1: null, line2: null, city: 'Quezon City', province: null, postalCode: null },
    phone: null,
    email: null,
    serviceSchedule: [{ day: 0, time: '09:00', name: 'Sunday worship', durationMinutes: 120 }],
    ...overrides,
  };
}

export function makeModuleConfig(module: string): ModuleConfig {
  return { module, config: { label: 'Records' }, updatedAt: '2026-01-01T00:00:00.000Z' };
}

export const authSession = (endorsed: boolean): AuthSession => ({
  accessToken: 'secret-token-never-stored',
  tokenType: 'Bearer',
  expiresAt: '2026-12-31T00:00:00.000Z',
  userId: ids.user,
  memberId: ids.member,
  userType: 'member',
  endorsed,
});
