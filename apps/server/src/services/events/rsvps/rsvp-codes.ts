import { jwtVerify } from 'jose';
import { z } from 'zod';
import { idSchema, RSVP_CODE_TYPE, type RsvpStatus } from '@congregate/contracts';
import { cachedVerifyingKey } from '../../../integrations/card-keys/verifying-key.ts';
import { escapeHtml } from '../../../integrations/email/email.ts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import type { ChurchEventRow } from '../church-events/church-events.service.ts';
import type { RsvpsDeps } from './rsvp-core.ts';
import { findRsvp, type RsvpRow } from './rsvps.repository.ts';

const claimsSchema = z.object({ sub: idSchema, evt: idSchema, v: z.number().int() });

/**
 * The guest's RSVP code: signed with the card key, read back at the door and on the guest's page, and sent to
 * the guest as a link. A code is current while its RSVP's `codeVersion` is; bumping it retires the old codes.
 */
export function createRsvpCodes(
  db: Database,
  deps: Pick<RsvpsDeps, 'signToken' | 'cardKey' | 'config' | 'mail' | 'texts'>,
) {
  /** The card key's public half, imported once per key. */
  const verifyingKey = cachedVerifyingKey(deps.cardKey);

  const codeOf = (row: Pick<RsvpRow, 'id' | 'eventId' | 'codeVersion'>) =>
    deps.signToken(RSVP_CODE_TYPE, row.id, { evt: row.eventId, v: row.codeVersion });

  /** What a code says, when this church signed it as an RSVP code; null otherwise. */
  async function readCode(code: string): Promise<{ rsvpId: string; eventId: string; v: number } | null> {
    try {
      const { payload } = await jwtVerify(code, await verifyingKey(), {
        algorithms: ['EdDSA'],
        typ: RSVP_CODE_TYPE,
      });
      const claims = claimsSchema.safeParse(payload);
      return claims.success ? { rsvpId: claims.data.sub, eventId: claims.data.evt, v: claims.data.v } : null;
    } catch {
      return null;
    }
  }

  /** The RSVP a code is for, when the code is genuine and current; null for a forged, stale or unknown one. */
  async function rsvpOfCode(code: string): Promise<{ row: RsvpRow; eventId: string } | null> {
    const claims = await readCode(code);
    if (!claims) return null;
    const row = await findRsvp(db, claims.rsvpId);
    if (!row || row.eventId !== claims.eventId || row.codeVersion !== claims.v) return null;
    return { row, eventId: claims.eventId };
  }

  /** The link a guest sees, confirms or cancels their RSVP at. */
  const guestLink = (row: Pick<RsvpRow, 'eventId' | 'invitedBy'>, code: string) =>
    `${deps.config.publicUrl}/invitation/${row.eventId}/${row.invitedBy ?? '-'}?rsvp=${encodeURIComponent(code)}`;

  async function mailCode(row: RsvpRow, event: ChurchEventRow, code: string, tx?: Executor) {
    if (row.mobile) {
      await deps.texts.send(
        { to: row.mobile, body: `${event.title}: your RSVP and its QR code are at ${guestLink(row, code)}` },
        'rsvp-code',
      );
    }
    if (!row.email) return;
    const when = new Intl.DateTimeFormat('en', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: event.timeZone,
    }).format(event.startsAt);
    const status = {
      registered: 'registered: please confirm through the link below',
      confirmed: 'confirmed: a seat is yours',
      waitlisted: 'on the waiting list: we will hold a seat for you as soon as one frees',
      attended: 'admitted',
      cancelled: 'cancelled',
    }[row.status as RsvpStatus];
    const where = event.venue ?? event.localeName;
    const link = guestLink(row, code);
    await deps.mail.post(
      {
        to: row.email,
        subject: `Your RSVP: ${event.title}`,
        text:
          `Dear ${row.firstName},\n\n${event.title}\n${when}\n${where}\n\nYour RSVP is ${status}.\n` +
          `Party of ${row.partySize}.\n\nShow the QR code at this link at the door, or change your RSVP there:\n${link}\n`,
        html:
          `<p>Dear ${escapeHtml(row.firstName)},</p><p><strong>${escapeHtml(event.title)}</strong><br>` +
          `${escapeHtml(when)}<br>${escapeHtml(where)}</p><p>Your RSVP is ${escapeHtml(status)}. ` +
          `Party of ${row.partySize}.</p><p><a href="${escapeHtml(link)}">Your RSVP and its QR code</a>: ` +
          `show it at the door, or change your RSVP there.</p>`,
      },
      'rsvp-code',
      tx,
    );
  }

  return { codeOf, readCode, rsvpOfCode, guestLink, mailCode };
}
