import {
  fieldIssue,
  PAYMENT_LIMITS,
  type NewStatementRun,
  type StatementRun,
  type StatementRunStatus,
} from '@congregate/contracts';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { givingAccessOf, givingAllows } from '../../../access/giving-access.ts';
import type { RecordInScope } from '../../../access/rules.ts';
import { outsideScope } from '../../../access/scope.ts';
import type { FileStorage } from '../../../integrations/storage/file-storage.ts';
import { isSuperAdmin, type Actor } from '../../../lib/actor.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { AppError, invalidInput, notFound } from '../../../lib/errors.ts';
import type { Jobs } from '../../../lib/jobs.ts';
import { notify } from '../../../lib/notifications.ts';
import type { ServiceLog } from '../../../lib/service-module.ts';
import { statementsPdf, type StatementData } from './statement-pdf.ts';
import {
  failRun,
  findMember,
  findMembers,
  findRun,
  finishRun,
  giftsOfYear,
  giversOfYear,
  insertRun,
  listRuns,
  setProgress,
  startRun,
  type StatementRunRow,
} from './statements.repository.ts';

/** The queue of statement runs: one job per run (its id). */
export const STATEMENT_RUN_QUEUE = 'payment.statements';

/** Members read and drawn at a time, and how often the run's progress is written. */
const MEMBER_CHUNK = 50;
const PROGRESS_EVERY = 10;
/** Runs a locale's list shows (a few a year). */
const RUNS_LISTED = 50;

export interface StatementsDeps {
  config: Pick<AppConfig, 'church'>;
  jobs: Jobs;
  files: FileStorage;
  log: ServiceLog;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function runAnswer(row: StatementRunRow): StatementRun {
  return {
    id: row.id,
    localeId: row.localeId,
    year: Number(row.year),
    status: row.status,
    total: Number(row.total),
    done: Number(row.done),
    error: row.error,
    requestedByName: row.requestedByName,
    createdAt: iso(row.createdAt),
    finishedAt: row.finishedAt === null ? null : iso(row.finishedAt),
    hasFile: row.status === 'done' && row.fileKey !== null,
  };
}

/** A statement's year: this year or one of the last ten, never a year to come (422 otherwise). */
function checkYear(year: number, now = new Date()) {
  const thisYear = now.getUTCFullYear();
  if (year > thisYear || year < thisYear - PAYMENT_LIMITS.statementYearsBack) {
    throw invalidInput(
      [
        fieldIssue(
          'year',
          'year_out_of_range',
          `Choose a year from ${thisYear - PAYMENT_LIMITS.statementYearsBack} to ${thisYear}`,
        ),
      ],
      'Statements are made for this year and the ten before it',
    );
  }
}

const runFileKey = (run: { id: string; localeId: string; year: number }) =>
  `statements/${run.localeId}/${run.year}-${run.id}.pdf`;

/**
 * Year-end giving statements (issue 17): one member's PDF on demand — the member's own, or a member of a
 * locale the caller may view the giving of — and a locale's run that makes every giver's statement in one
 * PDF in the background (pg-boss), with its progress kept on the run's row and a notice to each member.
 */
export function createStatementsService(db: Database, deps: StatementsDeps) {
  /** A run the call's rule let through (finance of its locale). */
  async function foundRun(id: string) {
    const run = await findRun(db, id);
    if (!run) throw notFound('The statement run');
    return run;
  }

  /** Statements of a run's members, read a chunk at a time (only the gifts given at the run's locale). */
  async function* statementsOf(memberIds: string[], localeId: string, year: number) {
    for (let start = 0; start < memberIds.length; start += MEMBER_CHUNK) {
      const members = await findMembers(db, memberIds.slice(start, start + MEMBER_CHUNK));
      for (const member of members) {
        yield {
          year,
          member,
          gifts: await giftsOfYear(db, member.id, year, [localeId]),
        } satisfies StatementData;
      }
    }
  }

  /** The job's work: counts the givers, draws their statements into one PDF, stores it, tells them. */
  async function makeRun(id: string): Promise<void> {
    const run = await findRun(db, id);
    if (!run || (run.status !== 'queued' && run.status !== 'running')) return;
    const year = Number(run.year);
    try {
      const memberIds = await giversOfYear(db, run.localeId, year);
      if (!(await startRun(db, id, memberIds.length))) return;
      const pdf = await statementsPdf(
        deps.config.church,
        statementsOf(memberIds, run.localeId, year),
        `Giving statements ${year}`,
        async (count) => {
          if (count % PROGRESS_EVERY === 0 && count < memberIds.length) await setProgress(db, id, count);
        },
      );
      const key = runFileKey({ id, localeId: run.localeId, year });
      await deps.files.put(key, pdf);
      await db.transaction(async (tx) => {
        await finishRun(tx, id, key, memberIds.length);
        if (run.notifyMembers) {
          for (let start = 0; start < memberIds.length; start += 500) {
            const members = await findMembers(tx, memberIds.slice(start, start + 500));
            await notify(
              tx,
              members
                .filter((member) => member.userId !== null)
                .map((member) => ({
                  userId: member.userId,
                  kind: 'giving.statement-ready' as const,
                  message: `Your ${year} giving statement is ready.`,
                  link: `/transactions?year=${year}`,
                  data: { year, runId: id },
                  words: { year },
                  dedupeKey: `statement-run:${id}`,
                })),
            );
          }
        }
      });
    } catch (error) {
      deps.log.error({ err: error, runId: id }, 'a statement run failed');
      await failRun(db, id, error instanceof Error ? error.message.slice(0, 500) : 'The run failed');
    }
  }

  // A failed run is recorded as failed (finance sees why and starts another): the job itself is not retried.
  deps.jobs.define<{ id: string }>(
    STATEMENT_RUN_QUEUE,
    { retryLimit: 0, expireInSeconds: 3600 },
    async (jobs) => {
      for (const job of jobs) await makeRun(job.data.id);
    },
  );

  return {
    makeRun,

    /** One member's statement for a year: the caller's own (no `memberId`), or a member they may view the giving of. */
    async statement(
      actor: Actor,
      year: number,
      memberId: string | undefined,
    ): Promise<{ filename: string; pdf: Buffer }> {
      checkYear(year);
      const ownId = memberId === undefined || memberId === actor.memberId ? actor.memberId : null;
      let data: StatementData;
      if (ownId !== null) {
        const member = await findMember(db, ownId);
        if (!member) throw notFound('Your member record');
        data = { year, member, gifts: await giftsOfYear(db, member.id, year, null) };
      } else if (memberId === undefined) {
        throw notFound('Your member record');
      } else {
        const member = await findMember(db, memberId);
        const locale = member?.localeId ? { id: member.localeId, districtId: member.districtId } : null;
        if (!member || !locale || !givingAllows(givingAccessOf(actor, locale), 'view')) {
          throw outsideScope(
            actor,
            member !== null,
            'The member',
            'Only finance and admins of the member’s locale may see their giving',
          );
        }
        // Staff see the gifts given at the member's locale; a super admin sees every locale's.
        data = {
          year,
          member,
          gifts: await giftsOfYear(db, member.id, year, isSuperAdmin(actor) ? null : [locale.id]),
        };
      }
      const pdf = await statementsPdf(deps.config.church, [data], `Giving statement ${year}`);
      return { filename: `giving-statement-${year}.pdf`, pdf };
    },

    async createRun(
      actor: Actor,
      locale: RecordInScope<'locale'>,
      input: Omit<NewStatementRun, 'localeId'>,
      ip: string | null = null,
    ): Promise<StatementRun> {
      checkYear(input.year);
      const id = await db.transaction(async (tx) => {
        const made = await insertRun(tx, {
          localeId: locale.id,
          year: input.year,
          notifyMembers: input.notifyMembers,
          requestedBy: actor.userId,
        });
        if (!made)
          throw new AppError('run_in_progress', `Statements for ${input.year} are being made already`);
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'statement_run.create',
          entityType: 'statement_run',
          entityId: made,
          localeId: locale.id,
          after: { year: input.year, notifyMembers: input.notifyMembers },
          ip,
        });
        await deps.jobs.send(STATEMENT_RUN_QUEUE, { id: made }, tx, { singletonKey: made });
        return made;
      });
      return runAnswer((await findRun(db, id))!);
    },

    async listRuns(locale: RecordInScope<'locale'>): Promise<{ items: StatementRun[] }> {
      return { items: (await listRuns(db, locale.id, RUNS_LISTED)).map(runAnswer) };
    },

    async getRun(run: RecordInScope<'statement-run'>): Promise<StatementRun> {
      return runAnswer(await foundRun(run.id));
    },

    async runPdf(allowed: RecordInScope<'statement-run'>): Promise<{ filename: string; pdf: Buffer }> {
      const run = await foundRun(allowed.id);
      const status: StatementRunStatus = run.status;
      if (status !== 'done' || !run.fileKey)
        throw new AppError('run_not_done', 'The statements of this run are not made yet', { status });
      const pdf = await deps.files.get(run.fileKey);
      if (!pdf) throw notFound('The statements file');
      return { filename: `giving-statements-${run.year}.pdf`, pdf };
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
