import { jwtVerify } from 'jose';
import { z } from 'zod';
import { type CardKey, type VisitorForm } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { Executor } from '../../../db/executor.ts';
import { cachedVerifyingKey } from '../../../integrations/card-keys/verifying-key.ts';
import { escapeHtml, type MailOutbox } from '../../../integrations/email/email.ts';
import { filledHoneypot } from '../../../lib/bot-check.ts';
import { invalidInput, notFound } from '../../../lib/errors.ts';
import { notify, type Notice } from '../../../lib/notifications.ts';
import { publicName, type OpaqueHandles } from '../../../lib/opaque-handles.ts';
import type { TokenSigner } from '../baptisms/baptisms.service.ts';
import type { FormTokensService } from '../form-tokens/form-tokens.service.ts';
import type { PepsService } from '../peps/peps.service.ts';
import {
  confirmPepEmail,
  findEndorsedMember,
  findLocale,
  findSamePerson,
  findSoulWinnerUser,
  insertVisitorPep,
  searchEndorsedMembers,
} from './visitors.repository.ts';

/** Inviters a guest's name search answers at most. */
const INVITERS_MAX = 10;

/** The signed token of a prospect's "confirm your e-mail" link (`typ` of the JWT, signed with the card key). */
const PEP_EMAIL_TYPE = 'congregate-pep-email+jwt';
/** How long a confirmation link works. */
const CONFIRM_LINK_DAYS = 30;
const confirmClaimsSchema = z.object({ sub: z.string(), email: z.string(), iat: z.number() });

export interface VisitorsDeps {
  formTokens: FormTokensService;
  /** A known prospect's repeat visit is recorded beside their PEP. */
  peps: Pick<PepsService, 'recordVisit'>;
  /** Seals inviters' ids into the opaque handles the name search answers. */
  inviterHandles: OpaqueHandles;
  signToken: TokenSigner;
  cardKey: () => Promise<CardKey>;
  mail: MailOutbox;
  publicUrl: string;
}

/**
 * Guests (public, no session): the visitor form, confirming their e-mail, and finding who invited them — named
 * "Maria S." with an opaque handle, never an id, photo or contact (issue 35).
 */
export function createVisitorsService(db: Database, deps: VisitorsDeps) {
  const verifyingKey = cachedVerifyingKey(deps.cardKey);

  /** The member an `invitedBy` names (an id from an invite link, or a handle), when endorsed in that locale. */
  async function soulWinnerOf(tx: Executor, form: VisitorForm): Promise<string | null> {
    if (!form.invitedBy) return null;
    const memberId = await deps.inviterHandles.resolve(form.invitedBy);
    if (!memberId) return null;
    const member = await findEndorsedMember(tx, memberId);
    return member && member.localeId === form.localeId ? member.id : null;
  }

  /**
   * In-app notices recorded with the change: the locale's admins get a new PEP or a repeat visit (`pep.visitor`),
   * the PEP's soul winner a visitor of theirs (`visitor.new`); both open the PEP.
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

  /** Queues (in the transaction) the link a new prospect confirms their e-mail address with. */
  async function mailConfirmLink(tx: Executor, pepId: string, form: VisitorForm, churchName: string) {
    if (!form.email) return;
    const token = await deps.signToken(PEP_EMAIL_TYPE, pepId, { email: form.email });
    const link = `${deps.publicUrl}/visitor-form?confirm=${encodeURIComponent(token)}`;
    await deps.mail.post(
      {
        to: form.email,
        subject: `Thank you for visiting ${churchName}`,
        text:
          `Dear ${form.firstName},\n\nThank you for visiting ${churchName}. So that we write to the right ` +
          `address, please confirm it at this link:\n${link}\n\nIf you did not fill in our visitor form, ignore ` +
          'this message: nothing will be sent to you.\n',
        html:
          `<p>Dear ${escapeHtml(form.firstName)},</p><p>Thank you for visiting ${escapeHtml(churchName)}. So ` +
          `that we write to the right address, please <a href="${escapeHtml(link)}">confirm it</a>.</p>` +
          '<p>If you did not fill in our visitor form, ignore this message: nothing will be sent to you.</p>',
      },
      'visitor-email-confirm',
      tx,
    );
  }

  return {
    /**
     * `POST visitors`: makes the guest's PEP (`visitor-form`, `contacted`, consent recorded) and mails a new one's
     * e-mail a link to confirm it; a prospect the church knows already (same name and mobile or e-mail) changes
     * nothing — the visit is recorded beside them for staff. The token is spent in the same transaction. A bot's
     * form is answered the same and stores nothing.
     */
    async submit(form: VisitorForm): Promise<{ ok: true }> {
      if (filledHoneypot(form)) return { ok: true };
      const locale = await findLocale(db, form.localeId);
      if (!locale) {
        throw invalidInput([{ path: 'localeId', message: 'Choose a locale of the church' }]);
      }
      await db.transaction(async (tx) => {
        if ((await deps.formTokens.spend(tx, 'visitor', form.formToken)) === 'too-fast') return;
        const soulWinnerId = await soulWinnerOf(tx, form);
        const same = await findSamePerson(tx, {
          localeId: form.localeId,
          firstName: form.firstName,
          lastName: form.lastName,
          mobile: form.mobile ?? null,
          email: form.email ?? null,
        });
        if (same) {
          await deps.peps.recordVisit(tx, {
            localeId: form.localeId,
            pepId: same.id,
            source: 'visitor-form',
            firstName: form.firstName,
            lastName: form.lastName,
            mobile: form.mobile ?? null,
            email: form.email ?? null,
            heardFrom: form.heardFrom ?? null,
            invitedBy: soulWinnerId,
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
        await mailConfirmLink(tx, pepId, form, locale.name);
      });
      return { ok: true };
    },

    /**
     * `POST visitors/confirm-email`: the prospect's link confirms the address it was sent to, while it is still
     * their PEP's; a forged, expired or outdated link confirms nothing.
     */
    async confirmEmail(token: string): Promise<{ confirmed: boolean }> {
      let claims: z.infer<typeof confirmClaimsSchema>;
      try {
        const { payload } = await jwtVerify(token, await verifyingKey(), {
          algorithms: ['EdDSA'],
          typ: PEP_EMAIL_TYPE,
          maxTokenAge: `${CONFIRM_LINK_DAYS} days`,
        });
        const parsed = confirmClaimsSchema.safeParse(payload);
        if (!parsed.success) return { confirmed: false };
        claims = parsed.data;
      } catch {
        return { confirmed: false };
      }
      return { confirmed: await confirmPepEmail(db, claims.sub, claims.email) };
    },

    /** `GET visitors/inviters`: endorsed members of the locale as "Maria S.", each with an opaque handle. */
    async inviters(
      localeId: string,
      q: string,
    ): Promise<{ items: { handle: string; displayName: string }[] }> {
      const rows = await searchEndorsedMembers(db, localeId, q, INVITERS_MAX);
      return {
        items: await Promise.all(
          rows.map(async (m) => ({
            handle: await deps.inviterHandles.seal(m.id),
            displayName: publicName(m),
          })),
        ),
      };
    },

    /** `GET visitors/inviter/{id}`: an invite link's member as "Maria S." and their locale; 404 for anyone else. */
    async inviter(memberId: string): Promise<{ id: string; displayName: string; localeId: string }> {
      const member = await findEndorsedMember(db, memberId);
      if (!member) throw notFound('The member');
      return { id: member.id, displayName: publicName(member), localeId: member.localeId };
    },
  };
}
export type VisitorsService = ReturnType<typeof createVisitorsService>;
