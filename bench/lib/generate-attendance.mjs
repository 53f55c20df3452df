import { seconds, count } from './member-rows.mjs';

/**
 * Attendance of the generated locales over the last `weeks` weeks: a Sunday worship (09:00) and a midweek
 * prayer meeting (Wednesday 19:00) a week in each locale's time zone, as its service schedule says, and
 * check-ins made in the database (`insert … select`, one statement a week): a member comes on a Sunday with a
 * probability of 45–75 % (by locale and week) and midweek with 15–35 %. Which members come is a hash of their
 * member number and the slot, so the same arguments give the same attendance. Check-ins are loaded with the
 * roll-up triggers off (bulk mode) and every gathering marked dirty once; then the roll-ups are brought up to
 * date with the app's own code (`rollUpGathering`), so the reports read roll-ups as in production.
 */
export async function generateAttendance({ query, db, opts, rebuild, localeIds }) {
  const started = performance.now();
  const { findDirty, rollUpGathering } =
    await import('../apps/server/src/services/events/attendance-reports/attendance-rollups.repository.ts');
  // The last `weeks` Sundays before today, and the Wednesday before each.
  await query(
    `insert into gatherings (locale_id, name, starts_at, ends_at, kind, schedule_slot)
     select l.id, s.name, (s.day + s.at) at time zone l.time_zone,
            (s.day + s.at + s.length) at time zone l.time_zone, 'worship', to_char(s.day + s.at, 'YYYY-MM-DD HH24:MI')
       from locales l
       cross join generate_series(1, $2::int) w
       cross join lateral (values
         ('Sunday Worship', date_trunc('week', now())::date - 1 - 7 * (w - 1), time '09:00', interval '120 minutes'),
         ('Midweek Prayer Meeting', date_trunc('week', now())::date - 5 - 7 * (w - 1), time '19:00', interval '90 minutes')
       ) s(name, day, at, length)
      where l.id = any($1::uuid[])
     on conflict do nothing`,
    [localeIds, opts.weeks],
  );
  const gatheringsDone = performance.now();

  // Secondary indexes of check_ins are built after the load, as for members; triggers are off as a superuser.
  const dropped = [];
  if (rebuild) {
    for (const { name, def } of await query(
      `select c.relname as name, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = 'check_ins'::regclass and not i.indisunique and not i.indisprimary`,
    )) {
      await query(`drop index ${name}`);
      dropped.push({ name, def });
    }
  }
  const [{ superuser }] = await query(
    `select rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  if (superuser) await query('set session_replication_role = replica');
  let checkIns = 0;
  try {
    for (let w = 1; w <= opts.weeks; w++) {
      const t = performance.now();
      await query(
        `with g as (
           select g.id, g.locale_id, g.starts_at, g.schedule_slot,
                  case when g.name = 'Sunday Worship' then 450 + abs(hashtext(l.name || g.schedule_slot)) % 300
                       else 150 + abs(hashtext(l.name || g.schedule_slot)) % 200 end as per_mille
             from gatherings g join locales l on l.id = g.locale_id
            where g.locale_id = any($1::uuid[])
              and g.schedule_slot in (to_char(date_trunc('week', now())::date - 1 - 7 * ($2::int - 1) + time '09:00', 'YYYY-MM-DD HH24:MI'),
                                      to_char(date_trunc('week', now())::date - 5 - 7 * ($2::int - 1) + time '19:00', 'YYYY-MM-DD HH24:MI')))
         insert into check_ins (gathering_id, member_id, locale_id, method, checked_in_at)
         select g.id, m.id, g.locale_id,
                (array['qr', 'qr', 'qr', 'face', 'kiosk-search', 'manual', 'flock-leader'])[1 + abs(hashtext(m.custom_id)) % 7],
                g.starts_at - interval '30 minutes' + (abs(hashtext(m.custom_id || g.schedule_slot)) % 3600) * interval '1 second'
           from g join members m on m.current_locale_id = g.locale_id
          where abs(hashtext(g.schedule_slot || m.custom_id)) % 1000 < g.per_mille
         on conflict do nothing`,
        [localeIds, w],
      );
      const [{ n }] = await query(`select count(*)::int as n from check_ins`);
      console.log(
        `  check-ins week ${w}/${opts.weeks}: ${count(n - checkIns)} in ${seconds(performance.now() - t)}`,
      );
      checkIns = n;
    }
  } finally {
    if (superuser) await query('set session_replication_role = origin');
    for (const { name, def } of dropped) {
      const t = performance.now();
      await query(def);
      console.log(`  index ${name} built in ${seconds(performance.now() - t)}`);
    }
  }
  await query('vacuum analyze check_ins');
  await query('analyze gatherings');
  // Every generated gathering marked once (the triggers were off, or marked per statement: either way).
  await query(
    `insert into attendance_dirty (locale_id, gathering_id)
     select g.locale_id, g.id from gatherings g
      where g.locale_id = any($1::uuid[])
        and not exists (select 1 from attendance_dirty d where d.gathering_id = g.id)`,
    [localeIds],
  );
  const loaded = performance.now();
  let rolled = 0;
  for (;;) {
    const dirty = await findDirty(db, null, 500);
    if (dirty.length === 0) break;
    // Two at a time (the pool holds three connections): different gatherings never wait on each other.
    let next = 0;
    const worker = async () => {
      while (next < dirty.length) {
        const one = dirty[next++];
        await db.transaction((tx) => rollUpGathering(tx, one));
      }
    };
    await Promise.all([worker(), worker()]);
    rolled += dirty.length;
    if (rolled % 4000 < 500)
      console.log(`  roll-ups ${count(rolled)} gatherings, ${seconds(performance.now() - loaded)}`);
  }
  await query('analyze attendance_daily');
  console.log(
    `  attendance: gatherings in ${seconds(gatheringsDone - started)}, ${count(checkIns)} check-ins in ` +
      `${seconds(loaded - gatheringsDone)}, ${count(rolled)} gatherings rolled up in ${seconds(performance.now() - loaded)}`,
  );
}
