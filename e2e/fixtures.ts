import { randomInt } from 'node:crypto';
import {
  expect,
  test as base,
  type APIRequestContext,
  type APIResponse,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import type { z } from 'zod';
import {
  AGREEMENT_VERSIONS,
  type AuthSession,
  type endorseBodySchema,
  type Locale,
  type RegisterBody,
} from '@congregate/contracts';
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
  /** Signs in through the sign-in page; the journey checks where it lands. */
  signIn: (email: string, password?: string) => Promise<void>;
  /**
   * Signs out through the UI and waits for the sign-in page: from the side menu of the home tab, or,
   * for someone still waiting for endorsement, with the not-authorized page's own button.
   */
  signOut: () => Promise<void>;
  /** An API client signed in as the demo super admin (`Authorization: Bearer`, so no XSRF header). */
  adminApi: APIRequestContext;
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

/** A fresh API client, so one person's session cookies never ride along on another's call. */
function newApi(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, token?: string) {
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: token ? { authorization: `Bearer ${token}` } : {},
  });
}

// Registration is throttled per address (10 an hour, login-throttle.service.ts) and every journey
// comes from 127.0.0.1. Each run starts a fresh database, so the count starts at 0 per run: today
// 9 registrations a run (person-registers, member-completes-profile, secretary-endorses-member,
// member-keeps-admin-edit, kiosk-checks-in-offline, secretary-records-attendance, member-asks-to-join-a-group,
// registrant-hears-they-are-endorsed, member-invites-into-household), so CI's one retry of a failed journey stays
// within 10; `--repeat-each=2` needs a fresh server per repeat. A new journey should use a demo account.
export const test = base.extend<JourneyFixtures>({
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

  signIn: async ({ page }, use) => {
    await use(async (email, password = DEMO_PASSWORD) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    });
  },

  signOut: async ({ page }, use) => {
    await use(async () => {
      // The route guard decides before anything renders, so exactly one of the two shows.
      await page.goto('/tabs/tab7');
      const menu = page.getByRole('button', { name: 'Open menu' });
      const signOutHere = page.getByRole('button', { name: 'Sign out' });
      await expect(menu.or(signOutHere)).toBeVisible();
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  },

  adminApi: async ({ playwright, baseURL }, use) => {
    const anonymous = await newApi(playwright, baseURL);
    const { accessToken } = await answer<AuthSession>(
      await anonymous.post('/api/login/auth/login', {
        data: { email: SUPER_ADMIN, password: DEMO_PASSWORD },
      }),
      `sign-in of ${SUPER_ADMIN}`,
    );
    await anonymous.dispose();
    const admin = await newApi(playwright, baseURL, accessToken);
    await use(admin);
    await admin.dispose();
  },

  registerPerson: async ({ playwright, baseURL }, use) => {
    await use(async ({ firstName = 'Alex', lastName = 'Cruz', locale = DEMO_LOCALE } = {}) => {
      const tag = uniqueTag();
      const email = `person-${tag}@example.org`;
      const api = await newApi(playwright, baseURL);
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
