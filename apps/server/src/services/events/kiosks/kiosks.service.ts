import { randomInt } from 'node:crypto';
import {
  KIOSK_LIMITS,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  type CardKey,
  type Kiosk,
  type KioskPairing,
  type KioskPatch,
  type KioskRoster,
  type KioskSync,
  type SyncItem,
} from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { requireKiosk } from '../../../access/kiosk-access.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, invalidInput, notFound } from '../../../lib/errors.ts';
import { sha256 } from '../../../lib/tokens.ts';
import type { SessionsService } from '../../login/sessions/sessions.service.ts';
import type { CheckInsService } from '../checkins/checkins.service.ts';
import { faceSettingsOf } from '../faces/faces.service.ts';
import type { GatheringsService } from '../gatherings/gatherings.service.ts';
import {
  claimPairingCode,
  findKiosk,
  findKioskOfUser,
  insertKiosk,
  listKiosks,
  revokeKiosk,
  rosterKeys,
  rosterPage,
  setPairingCode,
  updateKiosk,
  type KioskRow,
} from './kiosks.repository.ts';

/** What pairing needs from the login service: starting a session and ending a kiosk's earlier ones. */
export type KioskSessions = Pick<SessionsService, 'start' | 'endAll'>;

const kioskAnswer = (row: KioskRow): Kiosk => ({
  id: row.id,
  localeId: row.localeId,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  pairedAt: row.pairedAt ? row.pairedAt.toISOString() : null,
  pairingExpiresAt:
    row.pairingExpiresAt && row.pairingExpiresAt.getTime() > Date.now()
      ? row.pairingExpiresAt.toISOString()
      : null,
  ...faceSettingsOf(row),
});

/** A code from the unambiguous alphabet, shown as `XXXX-XXXX`; only its SHA-256 is kept. */
function newPairingCode(): { shown: string; hash: string } {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++)
    code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  return { shown: `${code.slice(0, 4)}-${code.slice(4)}`, hash: sha256(code) };
}

/** Superseded card versions of a member (at most the last ten), as `memberId:version`. */
const revokedOf = (memberId: string, current: number) =>
  Array.from({ length: Math.min(current - 1, 10) }, (_, i) => `${memberId}:${current - 1 - i}`);

/**
 * Kiosk devices: a locale admin adds one and gets a one-time pairing code; a tablet pairs with it and holds
 * the kiosk's session (role `kiosk` over that locale) until the admin revokes it.
 */
export function createKiosksService(
  db: Database,
  config: Pick<AppConfig, 'publicUrl'>,
  deps: {
    gatherings: GatheringsService;
    checkIns: CheckInsService;
    sessions: KioskSessions;
    cardKey: () => Promise<CardKey>;
  },
) {
  const { gatherings, checkIns } = deps;

  const pairingOf = (kiosk: KioskRow, code: { shown: string }, expiresAt: Date): KioskPairing => ({
    kiosk: kioskAnswer(kiosk),
    pairingCode: code.shown,
    pairingUrl: `${config.publicUrl.replace(/\/$/, '')}/kiosk?code=${code.shown}`,
    expiresAt: expiresAt.toISOString(),
  });

  const expiry = () => new Date(Date.now() + KIOSK_LIMITS.pairingMinutes * 60_000);

  return {
    /** `POST kiosks` (audited). */
    /** `locale`: the locale of `body.localeId`, which the caller administers (the call's rule). */
    async create(
      actor: Actor,
      locale: RecordInScope<'locale'>,
      body: { name: string },
    ): Promise<KioskPairing> {
      const code = newPairingCode();
      const expiresAt = expiry();
      const id = await db.transaction(async (tx) => {
        const made = await insertKiosk(tx, {
          localeId: locale.id,
          name: body.name,
          createdBy: actor.userId,
          codeHash: code.hash,
          expiresAt,
        });
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'kiosk.create',
          entityType: 'kiosks',
          entityId: made,
          localeId: locale.id,
          after: { name: body.name },
        });
        return made;
      });
      return pairingOf((await findKiosk(db, id))!, code, expiresAt);
    },

    async list(locale: RecordInScope<'locale'>): Promise<{ items: Kiosk[] }> {
      return { items: (await listKiosks(db, locale.id)).map(kioskAnswer) };
    },

    /** `PATCH kiosks/{id}`: its name, face mode and matching settings (audited). */
    async update(actor: Actor, allowed: RecordInScope<'kiosk'>, patch: KioskPatch): Promise<Kiosk> {
      const kiosk = (await findKiosk(db, allowed.id))!;
      const id = kiosk.id;
      await db.transaction(async (tx) => {
        await updateKiosk(tx, kiosk.id, patch);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'kiosk.update',
          entityType: 'kiosks',
          entityId: kiosk.id,
          localeId: kiosk.localeId,
          before: {
            name: kiosk.name,
            faceMode: kiosk.faceMode,
            faceThreshold: kiosk.faceThreshold,
            faceMargin: kiosk.faceMargin,
          },
          after: patch,
        });
      });
      return kioskAnswer((await findKiosk(db, id))!);
    },

    /** `POST kiosks/{id}/pairing-code`: a new code; the earlier one stops working (audited). */
    async newPairingCode(actor: Actor, allowed: RecordInScope<'kiosk'>): Promise<KioskPairing> {
      const kiosk = (await findKiosk(db, allowed.id))!;
      const id = kiosk.id;
      const code = newPairingCode();
      const expiresAt = expiry();
      await db.transaction(async (tx) => {
        await setPairingCode(tx, kiosk.id, code.hash, expiresAt);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'kiosk.pairing_code',
          entityType: 'kiosks',
          entityId: kiosk.id,
          localeId: kiosk.localeId,
        });
      });
      return pairingOf((await findKiosk(db, id))!, code, expiresAt);
    },

    /** `DELETE kiosks/{id}`: its sessions end and its account is disabled, at once (audited). */
    async revoke(actor: Actor, allowed: RecordInScope<'kiosk'>): Promise<void> {
      const kiosk = (await findKiosk(db, allowed.id))!;
      await db.transaction(async (tx) => {
        await revokeKiosk(tx, kiosk);
        await deps.sessions.endAll(tx, kiosk.userId);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'kiosk.revoke',
          entityType: 'kiosks',
          entityId: kiosk.id,
          localeId: kiosk.localeId,
          before: { name: kiosk.name },
        });
      });
    },

    /** `POST kiosks/pair`: uses up the code and starts the kiosk's session (its earlier ones end). */
    async pair(code: string, client: { ip: string; userAgent: string | null }) {
      const result = await db.transaction(async (tx) => {
        const claimed = await claimPairingCode(tx, sha256(code));
        if (!claimed) return null;
        const kiosk = (await findKiosk(tx, claimed.id))!;
        await deps.sessions.endAll(tx, kiosk.userId);
        const session = await deps.sessions.start(
          tx,
          { id: kiosk.userId, userType: 'kiosk', memberId: null, endorsed: false },
          client,
        );
        return { kiosk, session };
      });
      if (!result) {
        throw invalidInput([
          { path: 'code', message: 'This code is wrong, used or expired; ask for a new one' },
        ]);
      }
      const locale = (await gatherings.locale(result.kiosk.localeId))!;
      return {
        session: result.session,
        kiosk: kioskAnswer(result.kiosk),
        locale: { id: locale.id, name: locale.name, timeZone: locale.timeZone },
        cardKey: await deps.cardKey(),
      };
    },

    /** `GET kiosk/roster`: a kiosk session only. */
    async roster(actor: Actor, query: { cursor?: string | undefined; limit: number }): Promise<KioskRoster> {
      const localeId = requireKiosk(actor);
      const after = rosterKeys.read(query.cursor);
      const locale = await gatherings.locale(localeId);
      if (!locale) throw notFound('The locale');
      const asOf = new Date();
      const [{ open, next }, rows, cardKey] = await Promise.all([
        gatherings.openAndNext(locale, asOf),
        rosterPage(db, localeId, query.limit + 1, after ? { nameKey: after[0], id: after[1] } : null),
        deps.cardKey(),
      ]);
      const page = rows.slice(0, query.limit);
      return {
        locale: { id: locale.id, name: locale.name, timeZone: locale.timeZone },
        cardKey,
        current: open ? gatherings.gatheringAnswer(open) : null,
        next: next ? gatherings.gatheringAnswer(next) : null,
        members: page.map((m) => ({
          id: m.id,
          displayName: `${m.firstName} ${m.lastName}`.trim(),
          salutation: m.salutation,
          thumbnail: m.photo,
          cardVersion: m.cardVersion,
          householdId: m.householdId ?? null,
        })),
        revokedCards: page.flatMap((m) => revokedOf(m.id, m.cardVersion)),
        nextCursor: rosterKeys.next(rows, query.limit, (row) => [row.nameKey, row.id]),
        asOf: asOf.toISOString(),
      };
    },

    /**
     * `POST kiosk/sync`: each queued scan on its own, for the gathering open when it was scanned; a refusal
     * is that item's answer and the others go on.
     */
    async sync(actor: Actor, items: SyncItem[]): Promise<KioskSync> {
      requireKiosk(actor);
      const kiosk = await findKioskOfUser(db, actor.userId);
      const answers: KioskSync['items'] = [];
      for (const item of items) {
        const scannedAt = new Date(item.scannedAt);
        const now = Date.now();
        try {
          if (scannedAt.getTime() > now + KIOSK_LIMITS.syncClockSkewSeconds * 1000) {
            throw new AppError('invalid_input', 'This scan is dated in the future; check the tablet’s clock');
          }
          if (scannedAt.getTime() < now - KIOSK_LIMITS.syncMaxAgeHours * 3_600_000) {
            throw new AppError('invalid_input', 'This scan is more than seven days old');
          }
          const outcome = await checkIns.record(
            actor,
            {
              clientId: item.clientId,
              card: item.card,
              memberId: item.memberId,
              method: item.method,
              faceScore: item.faceScore,
              deviceId: kiosk?.name,
            },
            new Date(Math.min(scannedAt.getTime(), now)),
          );
          answers.push(
            outcome.status === 201
              ? { clientId: item.clientId, status: 'created', checkin: outcome.body.checkin }
              : {
                  clientId: item.clientId,
                  status: 'already',
                  checkin: outcome.body.checkin,
                  alreadyCheckedInAt: outcome.body.alreadyCheckedInAt,
                },
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          answers.push({
            clientId: item.clientId,
            status: 'refused',
            error: { code: error.code, message: error.message },
          });
        }
      }
      return { items: answers };
    },
  };
}
export type KiosksService = ReturnType<typeof createKiosksService>;
