import {
  fundReferencePart,
  GIFT_RECORD_LIMITS,
  readTransferReference,
  type BankImportInput,
  type BankImportPreview,
  type BankLine,
  type GiftReceipt,
  type GiftReference,
  type RecordGiftInput,
} from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import { giftInScope } from '../../../access/gift-access.ts';
import type { Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, invalidInput, notFound } from '../../../lib/errors.ts';
import type { GiftsService } from '../gifts/gifts.service.ts';
import { dateIn } from '../gifts/receipt-number.ts';
import { readStatement } from './bank-statement.ts';
import {
  activeFunds,
  findFund,
  findGiverByReference,
  findGiverInLocale,
  giversInLocale,
  insertRecordedGifts,
  localeMoneyPlace,
  recordedTransferKeys,
  type FundRow,
  type GiverRow,
} from './gift-records.repository.ts';

const DAY_MS = 86_400_000;
const storedMethod = {
  'bank-transfer': 'bank_transfer',
  cash: 'cash',
  cheque: 'cheque',
  other: 'other',
} as const;

const giverAnswer = (row: GiverRow) => ({
  id: row.id,
  displayName: `${row.firstName} ${row.lastName}`.trim(),
  customId: row.customId,
});
const fundAnswer = (row: FundRow) => ({ id: row.id, name: row.name, currency: row.currency });
const transferKey = (reference: string, amountMinor: number, receivedOn: string) =>
  `${reference}|${amountMinor}|${receivedOn}`;

/** Whether a day (`YYYY-MM-DD`) is neither after today in the zone nor further back than the limit. */
function receivedOnIssue(receivedOn: string, timeZone: string, now = new Date()): string | null {
  const today = dateIn(now, timeZone);
  if (receivedOn > today) return 'A gift cannot be received in the future';
  const earliest = dateIn(new Date(now.getTime() - GIFT_RECORD_LIMITS.receivedDaysMax * DAY_MS), timeZone);
  if (receivedOn < earliest) return 'That day is too long ago to record here';
  return null;
}

/**
 * Gifts finance records by hand (issue 37): one received outside the app, found by the transfer reference the
 * member was shown, and a bank statement's credits matched to members by that reference, previewed before any is
 * recorded. Each is a manual gift like a batch's: the member's giving, receipt and statement show it.
 */
export function createGiftRecordsService(db: Database, deps: { gifts: Pick<GiftsService, 'get'> }) {
  /** The funds of the locale a reference's fund part names (their first four letters or digits). */
  const fundsNamed = (funds: FundRow[], part: string) =>
    funds.filter((f) => fundReferencePart(f.name) === part);

  return {
    /** `POST gifts`: finance of the fund's locale (the call's rule gave the fund). Audited. */
    async record(actor: Actor, fund: RecordInScope<'fund'>, body: RecordGiftInput): Promise<GiftReceipt> {
      const found = await findFund(db, fund.id);
      if (!found || found.archived) {
        throw new AppError('fund_not_available', 'Choose an active fund of this locale', {
          issues: [{ path: 'fundId', message: 'Choose an active fund of this locale' }],
        });
      }
      const giver = await findGiverInLocale(db, found.localeId, body.memberId);
      if (!giver) {
        throw new AppError('member_outside_locale', 'Choose a member of the fund’s locale', {
          issues: [{ path: 'memberId', message: 'Choose a member of this locale' }],
        });
      }
      if (body.currency !== found.currency) {
        throw new AppError('currency_mismatch', `Gifts to this fund are in ${found.currency}`, {
          issues: [{ path: 'currency', message: `Gifts to this fund are in ${found.currency}` }],
          currency: found.currency,
        });
      }
      const place = (await localeMoneyPlace(db, found.localeId))!;
      const dayIssue = receivedOnIssue(body.receivedOn, place.timeZone);
      if (dayIssue) throw invalidInput([{ path: 'receivedOn', message: dayIssue }]);
      const reference = body.reference?.trim() || null;
      const id = await db.transaction(async (tx) => {
        const [made] = await insertRecordedGifts(tx, [
          {
            localeId: found.localeId,
            memberId: giver.id,
            fundId: found.id,
            amountMinor: body.amountMinor,
            currency: body.currency,
            method: storedMethod[body.method],
            reference,
            receivedOn: body.receivedOn,
            recordedBy: actor.userId,
          },
        ]);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'gift.record',
          entityType: 'gifts',
          entityId: made!,
          localeId: found.localeId,
          after: {
            memberId: giver.id,
            fundId: found.id,
            amountMinor: body.amountMinor,
            currency: body.currency,
            method: body.method,
            reference,
            receivedOn: body.receivedOn,
          },
        });
        return made!;
      });
      return deps.gifts.get(await giftInScope(db, actor, id, 'see'));
    },

    /** `GET gifts/reference`: who and which fund a transfer reference names in the locale (finance of it). */
    async findReference(
      locale: RecordInScope<'locale'>,
      query: { reference: string },
    ): Promise<GiftReference> {
      const read = readTransferReference(query.reference);
      if (!read) {
        throw invalidInput([
          {
            path: 'reference',
            message: 'Type the reference as the member wrote it, like GIVE-M0000004-TITH',
          },
        ]);
      }
      const giver = await findGiverByReference(db, locale.id, read.member);
      if (!giver) throw notFound('A member of this locale with that reference');
      const funds = fundsNamed(await activeFunds(db, locale.id), read.fund);
      return { reference: read.reference, member: giverAnswer(giver), funds: funds.map(fundAnswer) };
    },

    /** `POST gifts/bank-import/preview`: every line of the statement, matched or with its reason. Writes nothing. */
    async previewBankImport(
      locale: RecordInScope<'locale'>,
      body: { csv: string },
    ): Promise<BankImportPreview> {
      const place = (await localeMoneyPlace(db, locale.id))!;
      // Numeric days are month first in the United States and the Philippines, day first elsewhere, unless the
      // file's own days say otherwise.
      const monthFirst =
        /^(America\/(New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage)|Asia\/Manila|Pacific\/Honolulu)$/;
      const statement = readStatement(body.csv, {
        currency: place.currency,
        dayFirst: !monthFirst.test(place.timeZone),
      });
      if (!statement) {
        throw new AppError(
          'columns_not_found',
          'The first row must name the columns: a date, an amount (or credit) and a description',
          {
            issues: [
              { path: 'csv', message: 'Name a date, an amount and a description column in the first row' },
            ],
          },
        );
      }
      const funds = await activeFunds(db, locale.id);
      const givers = new Map<string, GiverRow | null>();
      const today = dateIn(new Date(), place.timeZone);
      const read = statement.lines.map((line) => ({ line, reference: readTransferReference(line.whole) }));
      const done = await recordedTransferKeys(db, locale.id, [
        ...new Set(read.flatMap(({ reference }) => (reference ? [reference.reference] : []))),
      ]);
      const lines: BankLine[] = [];
      for (const { line, reference } of read) {
        const answer: BankLine = {
          line: line.line,
          receivedOn: line.receivedOn,
          amountMinor: line.amountMinor,
          text: line.text,
          reference: reference?.reference ?? null,
          member: null,
          fund: null,
          problem: null,
        };
        if (reference) {
          if (!givers.has(reference.member)) {
            givers.set(reference.member, await findGiverByReference(db, locale.id, reference.member));
          }
          const giver = givers.get(reference.member);
          const named = fundsNamed(funds, reference.fund);
          answer.member = giver ? giverAnswer(giver) : null;
          answer.fund = named.length === 1 ? fundAnswer(named[0]!) : null;
        }
        answer.problem =
          line.amountMinor === null
            ? 'not_a_credit'
            : line.receivedOn === null || line.receivedOn > today
              ? 'bad_date'
              : !reference
                ? 'no_reference'
                : !answer.member
                  ? 'unknown_member'
                  : !answer.fund
                    ? 'unknown_fund'
                    : done.has(transferKey(reference.reference, line.amountMinor, line.receivedOn))
                      ? 'already_recorded'
                      : null;
        lines.push(answer);
      }
      const matched = lines.filter((line) => line.problem === null).length;
      return {
        columns: statement.columns,
        currency: place.currency,
        lines,
        matched,
        unmatched: lines.length - matched,
      };
    },

    /** `POST gifts/bank-import`: the chosen lines as bank transfers, in one transaction; one recorded already is skipped. */
    async importBank(
      actor: Actor,
      locale: RecordInScope<'locale'>,
      body: BankImportInput,
    ): Promise<{ recorded: number; skipped: number }> {
      const place = (await localeMoneyPlace(db, locale.id))!;
      const funds = new Set((await activeFunds(db, locale.id)).map((f) => f.id));
      const givers = await giversInLocale(db, locale.id, [...new Set(body.lines.map((l) => l.memberId))]);
      const issues = body.lines.flatMap((line, i) => {
        const day = receivedOnIssue(line.receivedOn, place.timeZone);
        return [
          ...(givers.has(line.memberId)
            ? []
            : [{ path: `lines.${i}.memberId`, message: 'Choose a member of this locale' }]),
          ...(funds.has(line.fundId)
            ? []
            : [{ path: `lines.${i}.fundId`, message: 'Choose an active fund of this locale' }]),
          ...(day ? [{ path: `lines.${i}.receivedOn`, message: day }] : []),
        ];
      });
      if (issues.length > 0) throw invalidInput(issues);
      return db.transaction(async (tx) => {
        const done = await recordedTransferKeys(tx, locale.id, [
          ...new Set(body.lines.map((l) => l.reference)),
        ]);
        const fresh = body.lines.filter((line) => {
          const key = transferKey(line.reference, line.amountMinor, line.receivedOn);
          if (done.has(key)) return false;
          done.add(key);
          return true;
        });
        await insertRecordedGifts(
          tx,
          fresh.map((line) => ({
            localeId: locale.id,
            memberId: line.memberId,
            fundId: line.fundId,
            amountMinor: line.amountMinor,
            currency: place.currency,
            method: 'bank_transfer' as const,
            reference: line.reference,
            receivedOn: line.receivedOn,
            recordedBy: actor.userId,
          })),
        );
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'gift.import',
          entityType: 'gifts',
          entityId: null,
          localeId: locale.id,
          after: {
            recorded: fresh.length,
            skipped: body.lines.length - fresh.length,
            amountMinor: fresh.reduce((sum, line) => sum + line.amountMinor, 0),
            currency: place.currency,
          },
        });
        return { recorded: fresh.length, skipped: body.lines.length - fresh.length };
      });
    },
  };
}

export type GiftRecordsService = ReturnType<typeof createGiftRecordsService>;
