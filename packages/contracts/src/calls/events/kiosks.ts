import { idParams, noBodySchema, okSchema } from '../../common.ts';
import {
  kioskListSchema,
  kioskPairingSchema,
  kioskRosterSchema,
  kioskSchema,
  kioskSessionSchema,
  kioskSyncBodySchema,
  kioskSyncSchema,
  newKioskSchema,
  pairKioskSchema,
  rosterQuerySchema,
} from '../../events/kiosks.ts';
import { kioskPatchSchema } from '../../events/faces.ts';
import { localeQuerySchema } from '../../events/gatherings.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['events: kiosks'];
const adminText = 'A super admin, the locale’s admin or the district admin of its district; anyone else 403.';

/** Kiosk devices: made and revoked by a locale admin, paired once with a code, then a kiosk session. */
export const kioskCalls = {
  create: defineCall({
    service: 'events',
    method: 'POST',
    path: '/kiosks',
    access: 'session',
    who: rule.record('locale', 'body.localeId', 'admins'),
    tags,
    summary: 'Add a kiosk device to a locale; answers a one-time pairing code and link',
    description: `${adminText} The code works once, for 15 minutes. Audited.`,
    body: newKioskSchema,
    responses: { 201: kioskPairingSchema },
    errors: refused,
  }),

  list: defineCall({
    service: 'events',
    method: 'GET',
    path: '/kiosks',
    access: 'session',
    who: rule.record('locale', 'query.localeId', 'admins'),
    tags,
    summary: 'The kiosk devices of a locale (revoked ones are not listed)',
    description: adminText,
    query: localeQuerySchema,
    responses: { 200: kioskListSchema },
    errors: refused,
  }),

  update: defineCall({
    service: 'events',
    method: 'PATCH',
    path: '/kiosks/:id',
    access: 'session',
    who: rule.record('kiosk', 'params.id', 'admins'),
    tags,
    summary: 'Rename a kiosk or set its face check-in (on/off, threshold, margin)',
    description:
      `${adminText} Face check-in is off until turned on; the threshold and margin default to the measured ` +
      'values in docs/faces.md. Audited.',
    params: idParams,
    body: kioskPatchSchema,
    responses: { 200: kioskSchema },
    errors: refused,
  }),

  newPairingCode: defineCall({
    service: 'events',
    method: 'POST',
    path: '/kiosks/:id/pairing-code',
    access: 'session',
    who: rule.record('kiosk', 'params.id', 'admins'),
    tags,
    summary: 'A new pairing code for a kiosk (the earlier one stops working)',
    description: `${adminText} Pairing again ends the kiosk’s earlier session. Audited.`,
    params: idParams,
    body: noBodySchema,
    responses: { 201: kioskPairingSchema },
    errors: denied,
  }),

  revoke: defineCall({
    service: 'events',
    method: 'DELETE',
    path: '/kiosks/:id',
    access: 'session',
    who: rule.record('kiosk', 'params.id', 'admins'),
    tags,
    summary: 'Revoke a kiosk: its session ends at once and its code stops working',
    description: `${adminText} Its check-ins are kept. Audited.`,
    params: idParams,
    body: noBodySchema,
    responses: { 200: okSchema },
    errors: denied,
  }),

  pair: defineCall({
    service: 'events',
    method: 'POST',
    path: '/kiosks/pair',
    access: 'public',
    tags,
    summary: 'Pair a tablet with a kiosk’s one-time code: answers a kiosk session',
    description:
      'No session needed; limited to 10 tries a minute per address. A code works once and for 15 minutes; a ' +
      'wrong, used or expired code answers 422 on `code`. The answer sets the session cookie as sign-in does and ' +
      'carries `session.accessToken` for `Authorization: Bearer`, the kiosk, its locale and the card key the ' +
      'tablet verifies cards with offline.',
    body: pairKioskSchema,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    responses: { 200: kioskSessionSchema },
    errors: [422, 429],
  }),

  roster: defineCall({
    service: 'events',
    method: 'GET',
    path: '/kiosk/roster',
    access: 'session',
    who: rule.kiosk,
    tags,
    summary: 'What a kiosk keeps for offline use: its locale’s endorsed members, revoked cards, the card key',
    description:
      'A kiosk session only (others 403). Endorsed members of the kiosk’s locale by name, a page at a time ' +
      '(`limit` up to 5,000, default 2,000; follow `nextCursor`), each with the one card version that checks them ' +
      'in and their `householdId`; `revokedCards` lists the superseded versions of the page’s members; the current ' +
      'and next gathering.',
    query: rosterQuerySchema,
    responses: { 200: kioskRosterSchema },
    errors: [401, 403, 422],
  }),

  sync: defineCall({
    service: 'events',
    method: 'POST',
    path: '/kiosk/sync',
    access: 'session',
    who: rule.kiosk,
    tags,
    summary: 'Send the scans a kiosk queued offline; answers per item',
    description:
      'A kiosk session only (others 403). Each item counts for the gathering of the kiosk’s locale that was open ' +
      'at `scannedAt`; a scan in the future (beyond two minutes of clock drift) or older than seven days is ' +
      'refused. Each item is recorded on its own: one refused item does not stop the others. Idempotent by ' +
      '`clientId`: an item sent again answers as the first time. Items are recorded in the order sent, so a ' +
      '`household` item (as in `POST checkins`) follows the card or face scan it came with.',
    body: kioskSyncBodySchema,
    responses: { 200: kioskSyncSchema },
    errors: [401, 403, 422],
  }),
};
