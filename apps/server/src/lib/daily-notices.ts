import type { Jobs } from './jobs.ts';

/**
 * Daily notices (overdue PEP follow-ups, a flock's celebrants, tomorrow's events): a job runs hourly, and a
 * locale gets its notices once its local clock has passed this hour. Each notice carries a dedupe key with
 * the locale's date (or the event), so the later runs of the day, a retry or a second process write nothing.
 */
export const DAILY_NOTICE_HOUR = 7;

/**
 * Declares a service's daily notices: its own queue (`notices.daily.<service>`; a queue has one handler, so
 * each service that writes some has one), run at the top of every hour (UTC; pg-boss runs a slot once
 * whichever process is first). `run` gets the time it runs.
 */
export function scheduleDailyNotices(
  jobs: Pick<Jobs, 'define' | 'schedule'>,
  service: string,
  run: (now: Date) => Promise<unknown>,
) {
  const queue = `notices.daily.${service}`;
  jobs.define(queue, { retryLimit: 3, retryDelay: 60, expireInSeconds: 15 * 60 }, async () => {
    await run(new Date());
  });
  jobs.schedule(queue, '0 * * * *');
}
