import { createHash, randomInt } from 'node:crypto';
import {
  expect,
  test as base,
  type APIRequestContext,
  type APIResponse,
  type PlaywrightWorkerArgs,
  type Response,
  type TestInfo,
} from '@playwright/test';
import type { z } from 'zod';
import {
  AGREEMENT_VERSIONS,
  type AuthSession,
  type endorseBodySchema,
  type Locale,
  type RegisterBody,
} from '@congregate/contracts';
import { SESSION_MARKER } from '../apps/web/src/lib/storage/storage-keys.ts';
import { attachViolations, checkAccessibility, describeViolations } from './accessibility.ts';

export { expect };

/** The password of every demo account (apps/server/src/demo/demo.ts). */
export const DEMO_PASSWORD = 'congregate-demo';
/** The password of every person a journey registers. */
export const PERSON_PASSWORD = 'a long enough password';
/** The demo super admin, who endorses the people journeys make. */
const SUPER_ADMIN = 'admin@example.org';
/** The first demo locale, where the secretary, the flock C1-Joy and the demo accounts are. */
const DEMO_LOCALE = 'Quezon City';

/**
 * Six letters, new on every call, so a retry or a repeat makes new people instead of meeting the
 * last run's. Letters only, so the tag can end a surname too.
 */
export function uniqueTag(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

export interface PersonDetails {
  firstName?: string;
  lastName?: string;
  /** Name of the locale they register in; default Quezon City. */
  locale?: string;
}

/** Someone a journey registered: their account and their (unendorsed or endorsed) member record. */
export interface Person {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** First and last name, as lists and headings show them. */
  name: string;
  memberId: string;
}

/** Body of `POST /api/membership/admin/members/:id/endorse`: member type and flock, both optional. */
export type Endorsement = z.input<typeof endorseBodySchema>;

interface JourneyFixtures {
  /**
   * Signs the page's browser in as `email` and opens the home tab; the journey checks where it lands (someone
   * waiting for endorsement is sent on to not-authorized). The session comes from the sign-in call and is handed to
   * the browser as stored state — its cookies and the app's session marker, as a phone that signed in before has
   * them — so a journey that is not about signing in does not walk the sign-in page each time.
   */
  signIn: (email: string, password?: string) => Promise<void>;
  /** Signs in through the sign-in page, for journeys about it; the journey checks where it lands. */
  signInThroughPage: (email: string, password?: string) => Promise<void>;
  /**
   * Signs out through the UI and waits for the sign-in page: from the side menu (of the page the journey is on, or
   * of the home tab), or,
   * for someone still waiting for endorsement, with the not-authorized page's own button.
   */
  signOut: () => Promise<void>;
  /** An API client signed in as the demo super admin (`Authorization: Bearer`, so no XSRF header). */
  adminApi: APIRequestContext;
  /** An API client signed in as `email` (a demo account by default), as that person's own calls; disposed at the end. */
  apiAs: (email: string, password?: string) => Promise<APIRequestContext>;
  /** Registers a new, unendorsed person through `POST /api/login/auth/register`. */
  registerPerson: (details?: PersonDetails) => Promise<Person>;
  /** Registers a new person and endorses them as the super admin. */
  registerEndorsedPerson: (details?: PersonDetails, endorsement?: Endorsement) => Promise<Person>;
  /**
   * Automatic: axe-core on every page state the journey reaches, light and dark; the test fails on
   * any serious or critical violation (`accessibility.ts`).
   */
  accessibility: void;
}

async function answer<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The id of a locale by name, from the configuration service (its token is in `/config.json`). */
async function localeId(api: APIRequestContext, name: string): Promise<string> {
  const { configToken } = await answer<{ configToken: string }>(
    await api.get('/config.json'),
    'GET /config.json',
  );
  const locales = await answer<Locale[]>(
    await api.get('/api/v1/config/locales/all', { headers: { authorization: `Bearer ${configToken}` } }),
    'GET locales/all',
  );
  const locale = locales.find((l) => l.name === name);
  if (!locale) throw new Error(`No locale named ${name} among ${locales.map((l) => l.name).join(', ')}`);
  return locale.id;
}

/**
 * The address a journey's calls come from, as the server sees it: its own, as each visitor of a real deployment
 * has. The journeys' server sits behind a "proxy" it trusts on loopback (`TRUST_PROXY=loopback`,
 * playwright.config.ts), and every browser and API context of the journey says where it comes from in
 * `X-Forwarded-For`, so the limits counted by address (registrations, sign-in failures, the request limit of
 * calls without a session) count each journey, each repeat and each retry apart — never all of them together
 * as one 127.0.0.1. Derived from the test, its repeat and its retry: a private 10/8 address, the same on a rerun.
 */
export function journeyAddress(testInfo: Pick<TestInfo, 'testId' | 'repeatEachIndex' | 'retry'>): string {
  const [a, b, c] = createHash('sha256')
    .update(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`)
    .digest();
  return `10.${a}.${b}.${c}`;
}

/**
 * A fresh API client from the journey's address (`extraHTTPHeaders`), so one person's session cookies never ride
 * along on another's call.
 */
function newApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  extraHTTPHeaders: Record<string, string> | undefined,
  token?: string,
) {
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { ...extraHTTPHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export const test = base.extend<JourneyFixtures>({
  // Every context the journey opens (its page's, a second phone's, `playwright.request`'s) takes these headers
  // unless it passes its own; those that do spread these in.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': journeyAddress(testInfo) });
  },

  accessibility: [
    async ({ page, baseURL }, use, testInfo) => {
      const check = await checkAccessibility(page, { appOrigin: baseURL });
      await use();
      // A failed test already says why: its end state is not scanned, but what was seen is reported.
      const passed = testInfo.status === testInfo.expectedStatus;
      const violations = await check.finish({ scanFinalState: passed });
      if (violations.length > 0) {
        await attachViolations(testInfo, violations);
        throw new Error(describeViolations(violations));
      }
    },
    { auto: true },
  ],

  signIn: async ({ page, playwright, baseURL, extraHTTPHeaders }, use) => {
    await use(async (email, password = DEMO_PASSWORD) => {
      const api = await newApi(playwright, baseURL, extraHTTPHeaders);
      try {
        await answer<AuthSession>(
          await api.post('/api/login/auth/login', { data: { email, password } }),
          `sign-in of ${email}`,
        );
        const { cookies } = await api.storageState();
        // What the sign-in page leaves in local storage: the marker that a cookie session exists (the rest the app
        // loads itself); a previous user's values go, as the page drops them.
        await page.context().setStorageState({
          cookies,
          origins: [
            {
              origin: new URL(baseURL!).origin,
              localStorage: [{ name: 'access_token', value: JSON.stringify(SESSION_MARKER) }],
            },
          ],
        });
      } finally {
        await api.dispose();
      }
      // The calls that failed while the home tab opened, named if the session turns out not taken.
      const failed: string[] = [];
      const noteFailure = (response: Response) => {
        if (response.url().includes('/api/') && response.status() >= 400)
          failed.push(
            `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
          );
      };
      page.on('response', noteFailure);
      try {
        await page.goto('/tabs/tab7');
        // The login-required guard has decided once the home tab shows (or, for a registration still waiting,
        // the not-authorized page); the sign-in page here means the session was not taken.
        const home = page.getByRole('button', { name: 'Open menu' });
        const waiting = page.getByRole('heading', {
          level: 1,
          name: 'Your account is waiting for endorsement',
        });
        const signInPage = page.getByRole('heading', { level: 1, name: 'Sign in' });
        await expect(home.or(waiting).or(signInPage).first()).toBeVisible();
        if (await signInPage.isVisible())
          throw new Error(
            `The session of ${email} was not taken: the sign-in page showed ` +
              (failed.length > 0 ? `after ${failed.join(', ')}` : 'with no call failing'),
          );
      } finally {
        page.off('response', noteFailure);
      }
    });
  },

  signInThroughPage: async ({ page }, use) => {
    await use(async (email, password = DEMO_PASSWORD) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    });
  },

  signOut: async ({ page }, use) => {
    await use(async () => {
      const menu = page.getByRole('button', { name: 'Open menu' });
      const signOutHere = page.getByRole('button', { name: 'Sign out' });
      // From the page the journey is on when it has either (the tab pages have the menu); else from home, where the
      // route guard decides before anything renders, so exactly one of the two shows.
      if (!(await menu.or(signOutHere).first().isVisible())) await page.goto('/tabs/tab7');
      await expect(menu.or(signOutHere)).toBeVisible();
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  },

  apiAs: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const opened: APIRequestContext[] = [];
    await use(async (email, password = DEMO_PASSWORD) => {
      const anonymous = await newApi(playwright, baseURL, extraHTTPHeaders);
      const { accessToken } = await answer<AuthSession>(
        await anonymous.post('/api/login/auth/login', { data: { email, password } }),
        `sign-in of ${email}`,
      );
      await anonymous.dispose();
      const api = await newApi(playwright, baseURL, extraHTTPHeaders, accessToken);
      opened.push(api);
      return api;
    });
    for (const api of opened) await api.dispose();
  },

  adminApi: async ({ apiAs }, use) => {
    await use(await apiAs(SUPER_ADMIN));
  },

  registerPerson: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    await use(async ({ firstName = 'Alex', lastName = 'Cruz', locale = DEMO_LOCALE } = {}) => {
      const tag = uniqueTag();
      const email = `person-${tag}@example.org`;
      const api = await newApi(playwright, baseURL, extraHTTPHeaders);
      try {
        const body: RegisterBody = {
          email,
          password: PERSON_PASSWORD,
          firstName,
          lastName,
          localeId: await localeId(api, locale),
          acceptedDataPrivacy: AGREEMENT_VERSIONS.dataPrivacy,
          acceptedDisclaimer: AGREEMENT_VERSIONS.disclaimer,
        };
        const { memberId } = await answer<AuthSession>(
          await api.post('/api/login/auth/register', { data: body }),
          `registration of ${email}`,
        );
        if (!memberId) throw new Error(`registration of ${email} answered no member`);
        return {
          email,
          password: PERSON_PASSWORD,
          firstName,
          lastName,
          name: `${firstName} ${lastName}`,
          memberId,
        };
      } finally {
        await api.dispose();
      }
    });
  },

  registerEndorsedPerson: async ({ registerPerson, adminApi }, use) => {
    await use(async (details, endorsement = {}) => {
      const person = await registerPerson(details);
      await answer(
        await adminApi.post(`/api/membership/admin/members/${person.memberId}/endorse`, {
          data: endorsement,
        }),
        `endorsement of ${person.email}`,
      );
      return person;
    });
  },
});
