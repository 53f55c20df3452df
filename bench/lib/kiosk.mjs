// A check-in scene for the check-in benchmarks: a gathering open now in the demo secretary's locale, kiosks paired
// there, and the QR cards of the endorsed members (as a kiosk would scan them).
import { randomUUID } from 'node:crypto';
import { signIn } from './server.mjs';

export async function json(response) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Runs `work` over `items`, `width` at a time. */
export async function inParallel(items, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/**
 * Makes the scene through the API of the server at `base`: `kiosks` kiosks (each answered as the headers of its
 * paired session), a gathering open for the next 23 hours, and the cards of up to `limit` endorsed members.
 */
export async function prepareScene(base, { kiosks = 1, limit = Infinity, title = 'Benchmark Service' } = {}) {
  const admin = { ...(await signIn(base, 'admin@example.org')), 'content-type': 'application/json' };
  const secretary = await signIn(base, 'secretary@example.org');
  const me = await json(await fetch(`${base}/api/membership/members/myProfile`, { headers: secretary }));
  const localeId = me.member.currentLocale;
  const gathering = await json(
    await fetch(`${base}/api/events/gatherings`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        localeId,
        title,
        startsAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        endsAt: new Date(Date.now() + 23 * 3600_000).toISOString(),
      }),
    }),
  );
  const kioskHeaders = [];
  for (let k = 0; k < kiosks; k++) {
    const kiosk = await json(
      await fetch(`${base}/api/events/kiosks`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ localeId, name: `Benchmark kiosk ${k + 1} ${randomUUID().slice(0, 8)}` }),
      }),
    );
    const paired = await json(
      await fetch(`${base}/api/events/kiosks/pair`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: kiosk.pairingCode }),
      }),
    );
    kioskHeaders.push({
      authorization: `Bearer ${paired.session.accessToken}`,
      'content-type': 'application/json',
    });
  }
  const ids = [];
  let cursor;
  do {
    const page = await json(
      await fetch(`${base}/api/membership/admin/members/searchMember`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ limit: 100, ...(cursor ? { cursor } : {}) }),
      }),
    );
    for (const item of page.items) if (item.endorsed && ids.length < limit) ids.push(item.id);
    cursor = ids.length < limit ? page.nextCursor : null;
  } while (cursor);
  const cards = [];
  await inParallel(ids, 16, async (id) => {
    const card = await json(await fetch(`${base}/api/membership/members/${id}/qr-card`, { headers: admin }));
    cards.push(card.token);
  });
  return { admin, localeId, gathering, kioskHeaders, cards };
}
