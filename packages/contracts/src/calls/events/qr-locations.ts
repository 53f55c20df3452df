import { idParams, noBodySchema, okSchema } from '../../common.ts';
import { checkInAlreadySchema, checkInCreatedSchema } from '../../events/check-ins.ts';
import { localeQuerySchema } from '../../events/gatherings.ts';
import {
  newQrLocationSchema,
  qrLocationCheckInSchema,
  qrLocationListSchema,
  qrLocationPublicSchema,
  qrLocationSchema,
} from '../../events/qr-locations.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { rule } from '../who.ts';

const tags = ['events: QR locations'];
const adminText = 'A super admin, the locale’s admin or the district admin of its district; anyone else 403.';

/** QR-location posters: a printed code in a room; a member who opens it is checked in. */
export const qrLocationCalls = {
  create: defineCall({
    service: 'events',
    method: 'POST',
    path: '/qr-locations',
    access: 'session',
    who: rule.record('locale', 'body.localeId', 'admins'),
    tags,
    summary: 'Add a QR-location poster for a room of a locale',
    description: `${adminText} \`url\` is what the poster’s QR code encodes. Audited.`,
    body: newQrLocationSchema,
    responses: { 201: qrLocationSchema },
    errors: refused,
  }),

  list: defineCall({
    service: 'events',
    method: 'GET',
    path: '/qr-locations',
    access: 'session',
    who: rule.record('locale', 'query.localeId', 'admins'),
    tags,
    summary: 'The QR-location posters of a locale',
    description: adminText,
    query: localeQuerySchema,
    responses: { 200: qrLocationListSchema },
    errors: refused,
  }),

  remove: defineCall({
    service: 'events',
    method: 'DELETE',
    path: '/qr-locations/:id',
    access: 'session',
    who: rule.recordSaying('This QR location is outside your scope', 'qr-location', 'params.id', 'admins'),
    tags,
    summary: 'Remove a QR-location poster (its code stops working)',
    description: `${adminText} Check-ins made through it are kept. Audited.`,
    params: idParams,
    body: noBodySchema,
    responses: { 200: okSchema },
    errors: denied,
  }),

  publicInfo: defineCall({
    service: 'events',
    method: 'GET',
    path: '/qr-locations/:id/public',
    access: 'public',
    tags,
    summary: 'What a poster’s page shows anyone: locale, room, the gathering open now or the next one',
    description: 'No session needed; nothing personal. 404 for an unknown or removed poster.',
    params: idParams,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    responses: { 200: qrLocationPublicSchema },
    errors: [404, 422, 429],
  }),

  checkIn: defineCall({
    service: 'events',
    method: 'POST',
    path: '/qr-locations/:id/checkin',
    access: 'session',
    who: rule.endorsed,
    tags,
    summary: 'Check the signed-in member in to the gathering open at the poster’s locale now',
    description:
      'An endorsed member (of any locale: visitors too); method `qr-location`. Outside a gathering 409 ' +
      '`no_gathering` with `details.next` (the next gathering’s title and times, or null). Idempotent by ' +
      '`clientId`; 201 when recorded, 200 when already in.',
    params: idParams,
    body: qrLocationCheckInSchema,
    responses: { 201: checkInCreatedSchema, 200: checkInAlreadySchema },
    errors: refused,
  }),
};
