import {
  profileSchema,
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

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function errorBody(code: string, message: string, details?: unknown) {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

/**
 * Replaces `fetch` with a table of `"METHOD /path"` → handler; unknown calls answer 404.
 * Returns the list of calls made, to assert what reached the "server".
 */
export function fakeServer(routes: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const answer = (call: RecordedCall, pathname: string) => {
    calls.push(call);
    const handler = routes[`${call.method} ${pathname}`];
    return handler
      ? handler(call)
      : json(404, errorBody('not_found', `No route ${call.method} ${pathname}`));
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
          admins: [{ name: 'Grace Secretary', email: 'secretary@example.org' }],
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

export const authSession = (endorsed: boolean) => ({
  accessToken: 'secret-token-never-stored',
  tokenType: 'Bearer',
  expiresAt: '2026-12-31T00:00:00.000Z',
  userId: ids.user,
  memberId: ids.member,
  userType: 'member',
  endorsed,
});
