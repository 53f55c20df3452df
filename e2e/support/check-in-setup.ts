import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from '@playwright/test';

/** What the e2e journeys of check-in need from the API. */
export async function answered<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface DemoMemberCard {
  memberId: string;
  localeId: string;
  displayName: string;
  token: string;
}

/** The demo member's locale and card (its token is what the QR code carries), read as the member. */
export async function demoMemberCard(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
): Promise<DemoMemberCard> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    const session = await answered<{ accessToken: string; memberId: string }>(
      await api.post('/api/login/auth/login', {
        data: { email: 'member@example.org', password: 'congregate-demo' },
      }),
      'sign-in of the demo member',
    );
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const profile = await answered<{ member: { currentLocale: string } }>(
      await api.get('/api/membership/members/myProfile', { headers }),
      'the demo member’s profile',
    );
    const card = await answered<{ token: string; displayName: string }>(
      await api.get(`/api/membership/members/${session.memberId}/qr-card`, { headers }),
      'the demo member’s card',
    );
    return { memberId: session.memberId, localeId: profile.member.currentLocale, ...card };
  } finally {
    await api.dispose();
  }
}

/**
 * An ad-hoc gathering at the locale starting now, so that it is the one open for check-in (of two open, the
 * server takes the one whose start is nearest), whatever the demo schedule holds at test time.
 */
export async function gatheringNow(
  adminApi: APIRequestContext,
  localeId: string,
  title: string,
): Promise<string> {
  const now = Date.now();
  const gathering = await answered<{ id: string }>(
    await adminApi.post('/api/events/gatherings', {
      data: {
        localeId,
        title,
        startsAt: new Date(now - 5_000).toISOString(),
        endsAt: new Date(now + 2 * 3600_000).toISOString(),
      },
    }),
    'POST gatherings',
  );
  return gathering.id;
}

/** Who checked in to a gathering (member ids, one per check-in). */
export async function checkedInMembers(adminApi: APIRequestContext, gatheringId: string): Promise<string[]> {
  const page = await answered<{ items: { member: { id: string } }[] }>(
    await adminApi.get(`/api/events/checkins?gatheringId=${gatheringId}&limit=100`),
    'GET checkins',
  );
  return page.items.map((row) => row.member.id);
}
