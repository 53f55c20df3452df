import { PEP_LIMITS, type VisitorForm } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { looksLikeABot } from '../../../lib/bot-check.ts';
import { invalidInput, notFound } from '../../../lib/errors.ts';
import { notify, type Notice } from '../../../lib/notifications.ts';
import {
  findEndorsedMember,
  findLocale,
  findSamePerson,
  findSoulWinnerUser,
  insertVisitorPep,
  searchEndorsedMembers,
  updateVisitorPep,
} from './visitors.repository.ts';

/** Inviters a guest's name search answers at most. */
const INVITERS_MAX = 10;

const displayName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();

/** Guests (public, no session): the visitor form and finding who invited them, by display name only. */
export function createVisitorsService(db: Database) {
  /** The inviter named on the form, when they are an endorsed member of that locale; anyone else is ignored. */
  async function soulWinnerOf(tx: Executor, form: VisitorForm): Promise<string | null> {
    if (!form.invitedBy) return null;
    const member = await findEndorsedMember(tx, form.invitedBy);
    return member && member.localeId === form.localeId ? member.id : null;
  }

  /**
   * In-app notices recorded with the change: the locale's admins get a new PEP (`pep.visitor`), the member
   * whose link brought the guest (their soul winner) a visitor of theirs (`visitor.new`); both open the PEP.
   */
  async function tellSoulWinnerAndAdmins(tx: Executor, pepId: string, form: VisitorForm, returning: boolean) {
    const name = `${form.firstName} ${form.lastName}`;
    const again = returning ? ' again' : '';
    const data = { pepId };
    const link = `/pep/${pepId}`;
    const soulWinnerUser = await findSoulWinnerUser(tx, pepId);
    const notices: Notice[] = [
      {
        localeId: form.localeId,
        kind: 'pep.visitor',
        message: `${name} filled in the visitor form${again}.`,
        link,
        data,
      },
      ...(soulWinnerUser
        ? [
            {
              userId: soulWinnerUser,
              kind: 'visitor.new' as const,
              message: `${name}, your guest, filled in the visitor form${again}.`,
              link,
              data,
            },
          ]
        : []),
    ];
    await notify(tx, notices);
  }

  return {
    /**
     * `POST visitors`: makes the guest's PEP (`visitor-form`, `contacted`, consent recorded), or updates the
     * one they already have in the locale. A bot's form is answered the same and stores nothing.
     */
    async submit(form: VisitorForm): Promise<{ ok: true }> {
      if (looksLikeABot(form, PEP_LIMITS.visitorMinFillSeconds)) return { ok: true };
      const locale = await findLocale(db, form.localeId);
      if (!locale) {
        throw invalidInput([{ path: 'localeId', message: 'Choose a locale of the church' }]);
      }
      await db.transaction(async (tx) => {
        const soulWinnerId = await soulWinnerOf(tx, form);
        const same = await findSamePerson(tx, {
          localeId: form.localeId,
          firstName: form.firstName,
          lastName: form.lastName,
          mobile: form.mobile ?? null,
          email: form.email ?? null,
        });
        if (same) {
          await updateVisitorPep(tx, same.id, {
            ...(form.mobile ? { mobile: form.mobile } : {}),
            ...(form.email ? { email: form.email } : {}),
            ...(form.heardFrom ? { heardFrom: form.heardFrom } : {}),
            ...(soulWinnerId ? { soulWinnerId } : {}),
          });
          await tellSoulWinnerAndAdmins(tx, same.id, form, true);
          return;
        }
        const pepId = await insertVisitorPep(tx, {
          firstName: form.firstName,
          lastName: form.lastName,
          mobile: form.mobile ?? null,
          email: form.email ?? null,
          localeId: form.localeId,
          soulWinnerId,
          heardFrom: form.heardFrom ?? null,
        });
        await tellSoulWinnerAndAdmins(tx, pepId, form, false);
      });
      return { ok: true };
    },

    /** `GET visitors/inviters`: endorsed members of the locale by display name only, at most ten. */
    async inviters(localeId: string, q: string): Promise<{ items: { id: string; displayName: string }[] }> {
      const rows = await searchEndorsedMembers(db, localeId, q, INVITERS_MAX);
      return { items: rows.map((m) => ({ id: m.id, displayName: displayName(m) })) };
    },

    /** `GET visitors/inviter/{id}`: an invite link's member, display name and locale; 404 for anyone else. */
    async inviter(memberId: string): Promise<{ id: string; displayName: string; localeId: string }> {
      const member = await findEndorsedMember(db, memberId);
      if (!member) throw notFound('The member');
      return { id: member.id, displayName: displayName(member), localeId: member.localeId };
    },
  };
}
export type VisitorsService = ReturnType<typeof createVisitorsService>;
