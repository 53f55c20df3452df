import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { auditLog } from '../../../db/schema/index.ts';
import { as, createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeProfileWorld, type Caller, type ProfileWorld } from '../../../../test/profile-fixture.ts';

type Body = Record<string, unknown>;

/** Each list section: its spec paths, a valid entry, a replacement, and a body that breaks one rule. */
const sections: {
  name: string;
  table: string;
  listKey: string;
  list: (member: string) => string;
  create: (member: string) => string;
  entry: (member: string, item: string) => string;
  valid: Body;
  replacement: Body;
  invalid: Body;
  invalidPath: string;
}[] = [
  {
    name: 'spirituals',
    table: 'member_spirituals',
    listKey: 'spirituals',
    list: (m) => `members/${m}/spirituals`,
    create: (m) => `members/${m}/spirituals`,
    entry: (m, i) => `members/${m}/spirituals/${i}`,
    valid: {
      kind: 'water_baptism',
      date: '2005-04-10',
      place: 'Quezon City',
      officiant: 'Ptr. Reyes',
      notes: 'Easter',
    },
    replacement: { kind: 'holy_spirit_baptism', date: '2006-01-15' },
    invalid: { kind: 'water_baptism', date: '2999-01-01' },
    invalidPath: 'date',
  },
  {
    name: 'addresses',
    table: 'member_addresses',
    listKey: 'addresses',
    list: (m) => `members/${m}/addresses`,
    create: (m) => `members/${m}/addresses`,
    entry: (m, i) => `members/${m}/addresses/${i}`,
    valid: {
      label: 'home',
      line1: '12 Mabini St.',
      city: 'Quezon City',
      province: 'Metro Manila',
      postalCode: '1100',
      countryId: 'PH',
      isCurrent: true,
    },
    replacement: { label: 'work', line1: '1 Ayala Ave.', city: 'Makati', countryId: 'PH', isCurrent: false },
    invalid: { label: 'home', line1: '12 Mabini St.', city: 'Quezon City', countryId: 'XX' },
    invalidPath: 'countryId',
  },
  {
    name: 'relatives',
    table: 'member_relatives',
    listKey: 'relatives',
    list: (m) => `goodman/members/${m}/relatives`,
    create: (m) => `members/${m}/relatives`,
    entry: (m, i) => `members/${m}/relativesGoodman/${i}`,
    valid: {
      relationship: 'spouse',
      firstName: 'Jose',
      lastName: 'Santos',
      birthDate: '1988-02-03',
      mobile: '+639171234567',
    },
    replacement: { relationship: 'child', firstName: 'Ana', lastName: 'Santos' },
    invalid: { relationship: 'spouse', firstName: 'Jose', lastName: 'Santos', mobile: '09171234567' },
    invalidPath: 'mobile',
  },
  {
    name: 'job specs',
    table: 'member_job_specs',
    listKey: 'jobSpecs',
    list: (m) => `goodman/members/${m}/jobSpecs`,
    create: (m) => `goodman/members/${m}/jobSpecs`,
    entry: (m, i) => `goodman/members/${m}/jobSpecs/${i}`,
    valid: { duty: 'Choir member', ministry: 'Music', since: '2015-06-01' },
    replacement: { duty: 'Usher', since: '2016-01-01', until: '2018-12-31' },
    invalid: { duty: 'Usher', since: '2016-01-01', until: '2015-12-31' },
    invalidPath: 'until',
  },
  {
    name: 'skills',
    table: 'member_skills',
    listKey: 'skills',
    list: (m) => `members/${m}/skills`,
    create: (m) => `members/${m}/skills`,
    entry: (m, i) => `members/${m}/skills/${i}`,
    valid: { name: 'Guitar', category: 'Music', level: 'advanced' },
    replacement: { name: 'Bookkeeping', level: 'basic' },
    invalid: { name: 'Guitar', level: 'godlike' },
    invalidPath: 'level',
  },
  {
    name: 'educations',
    table: 'member_educations',
    listKey: 'educations',
    list: (m) => `members/${m}/educations`,
    create: (m) => `members/${m}/educations`,
    entry: (m, i) => `members/${m}/educations/${i}`,
    valid: {
      level: 'college',
      school: 'University of the Philippines',
      course: 'BS Nursing',
      yearFrom: 2006,
      yearTo: 2010,
      graduated: true,
    },
    replacement: { level: 'postgraduate', school: 'Ateneo', yearFrom: 2012 },
    invalid: { level: 'college', school: 'UP', yearFrom: 2010, yearTo: 2006 },
    invalidPath: 'yearTo',
  },
  {
    name: 'work experiences',
    table: 'member_work_experiences',
    listKey: 'works',
    list: (m) => `members/${m}/work-experiences`,
    create: (m) => `members/${m}/work-experiences`,
    entry: (m, i) => `members/${m}/work-experiences/${i}`,
    valid: {
      employer: 'St. Luke’s Medical Center',
      position: 'Nurse',
      countryId: 'PH',
      dateFrom: '2011-01-10',
      dateTo: '2015-03-31',
    },
    replacement: {
      employer: 'Raffles Hospital',
      position: 'Senior nurse',
      countryId: 'SG',
      dateFrom: '2015-05-01',
      current: true,
    },
    invalid: {
      employer: 'Raffles Hospital',
      position: 'Nurse',
      dateFrom: '2015-05-01',
      dateTo: '2016-01-01',
      current: true,
    },
    invalidPath: 'dateTo',
  },
];

const outsiders: Caller[] = ['sameLocale', 'secretaryB', 'otherLeader', 'districtSouth', 'pending'];
const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(routeEngines)('profile sections on %s', (engine) => {
  let w: ProfileWorld;
  let member: string;

  beforeAll(async () => {
    w = await makeProfileWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    member = w.ids.memberMember;
  });
  afterAll(() => w.t.close());

  describe.each(sections)('$name', (s) => {
    const add = async (caller: Caller = 'member', owner = member) => {
      const response = await w.call(caller, 'POST', s.create(owner), s.valid);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as Body & { id: string };
    };

    it('lets a member add, list, replace and delete an entry of their own', async () => {
      const created = await add();
      expect(created).toMatchObject({ ...s.valid, id: expect.any(String), createdAt: expect.any(String) });

      const listed = await w.call('member', 'GET', s.list(member));
      expect(listed.statusCode).toBe(200);
      expect(Object.keys(listed.json())).toEqual([s.listKey]);
      expect(listed.json()[s.listKey]).toContainEqual(created);

      const replaced = await w.call('member', 'PUT', s.entry(member, created.id), s.replacement);
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json()).toMatchObject({ ...s.replacement, id: created.id });
      // A PUT replaces the whole entry: optional fields left out are emptied.
      const cleared = Object.keys(s.valid).filter(
        (k) => !(k in s.replacement) && !['isCurrent', 'graduated', 'current'].includes(k),
      );
      for (const field of cleared) expect(replaced.json()[field], field).toBeNull();

      const deleted = await w.call('member', 'DELETE', s.entry(member, created.id));
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ ok: true });
      const after = await w.call('member', 'GET', s.list(member));
      expect(after.json()[s.listKey].map((e: Body) => e.id)).not.toContain(created.id);
    });

    it('answers each entry’s version as its ETag; a PUT or DELETE based on an older one gets 412 and changes nothing', async () => {
      const created = await add();
      expect(created.version).toBe(1);
      const withTag = (method: 'PUT' | 'DELETE', tag: string, payload?: Body) =>
        as(w.t.app, w.who.member, {
          method,
          url: `/api/membership/${s.entry(member, created.id)}`,
          headers: { 'if-match': tag },
          ...(payload ? { payload } : {}),
        });
      // An admin edits the entry (no If-Match: older clients keep working) …
      const byAdmin = await w.call('secretary', 'PUT', s.entry(member, created.id), s.replacement);
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(byAdmin.json().version).toBe(2);
      expect(byAdmin.headers.etag).toBe('"2"');
      // … then the member saves and deletes what they saw before it: refused, nothing written.
      const before = await w.snapshot(s.table);
      const audits = await w.auditCount();
      for (const stale of [
        await withTag('PUT', '"1"', s.valid),
        await withTag('DELETE', '"1"'),
        await withTag('DELETE', 'W/"2"'),
      ]) {
        expect(stale.statusCode, stale.body).toBe(412);
        expect(stale.json().error).toMatchObject({
          code: 'precondition_failed',
          details: { currentVersion: 2 },
        });
        expect(stale.headers.etag).toBe('"2"');
      }
      expect(await w.snapshot(s.table)).toBe(before);
      expect(await w.auditCount()).toBe(audits);
      // Based on the latest, both go through.
      const saved = await withTag('PUT', '"2"', s.valid);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ ...s.valid, version: 3 });
      expect(saved.headers.etag).toBe('"3"');
      expect((await withTag('DELETE', '"3"')).statusCode).toBe(200);
    });

    it('refuses an invalid body with 422 on the offending field and writes nothing', async () => {
      const existing = await add();
      const before = await w.snapshot(s.table);
      for (const [method, path] of [
        ['POST', s.create(member)],
        ['PUT', s.entry(member, existing.id)],
      ] as const) {
        const response = await w.call('member', method, path, s.invalid);
        expect(response.statusCode, `${method} ${response.body}`).toBe(422);
        expect(response.json().error.details.issues.map((i: { path: string }) => i.path)).toContain(
          s.invalidPath,
        );
      }
      const unknownField = await w.call('member', 'POST', s.create(member), {
        ...s.valid,
        email: 'x@example.org',
      });
      expect(unknownField.statusCode).toBe(422);
      expect(await w.snapshot(s.table)).toBe(before);
    });

    it('refuses callers outside the member’s scope with 403 and changes nothing', async () => {
      const existing = await add();
      const before = await w.snapshot(s.table);
      for (const caller of outsiders) {
        const calls = [
          await w.call(caller, 'GET', s.list(member)),
          await w.call(caller, 'POST', s.create(member), s.valid),
          await w.call(caller, 'PUT', s.entry(member, existing.id), s.replacement),
          await w.call(caller, 'DELETE', s.entry(member, existing.id)),
        ];
        expect(
          calls.map((r) => r.statusCode),
          caller,
        ).toEqual([403, 403, 403, 403]);
        expect(calls[0]!.body).not.toContain(existing.id);
      }
      expect(await w.snapshot(s.table)).toBe(before);
    });

    it('lets the member’s flock leader read but not write', async () => {
      const existing = await add();
      const before = await w.snapshot(s.table);
      const read = await w.call('leader', 'GET', s.list(member));
      expect(read.statusCode).toBe(200);
      expect(read.json()[s.listKey].map((e: Body) => e.id)).toContain(existing.id);
      expect((await w.call('leader', 'POST', s.create(member), s.valid)).statusCode).toBe(403);
      expect((await w.call('leader', 'PUT', s.entry(member, existing.id), s.replacement)).statusCode).toBe(
        403,
      );
      expect((await w.call('leader', 'DELETE', s.entry(member, existing.id))).statusCode).toBe(403);
      expect(await w.snapshot(s.table)).toBe(before);
    });

    it('lets locale and district admins edit, each change audited with before and after', async () => {
      const auditsBefore = await w.auditCount();
      const created = await add('secretary');
      const [createAudit] = await w.t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(createAudit).toMatchObject({
        actorUserId: w.ids.secretaryUser,
        entityId: created.id,
        localeId: w.ids.a,
        before: null,
      });
      expect(createAudit!.after).toMatchObject(s.valid);

      const replaced = await w.call('district', 'PUT', s.entry(member, created.id), s.replacement);
      expect(replaced.statusCode).toBe(200);
      const [updateAudit] = await w.t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(updateAudit).toMatchObject({ actorUserId: w.ids.districtUser, entityId: created.id });
      expect(updateAudit!.before).toMatchObject(s.valid);
      expect(updateAudit!.after).toMatchObject(s.replacement);

      expect((await w.call('superAdmin', 'DELETE', s.entry(member, created.id))).statusCode).toBe(200);
      expect(await w.auditCount()).toBe(auditsBefore + 3);

      // The member's own changes are not admin changes.
      const own = await add('member');
      await w.call('member', 'DELETE', s.entry(member, own.id));
      expect(await w.auditCount()).toBe(auditsBefore + 3);
    });

    it('answers 404 for an unknown entry and for an entry of another member', async () => {
      const othersEntry = await add('secretary', w.ids.sameLocaleMember);
      for (const item of [unknownId, othersEntry.id]) {
        expect((await w.call('secretary', 'PUT', s.entry(member, item), s.replacement)).statusCode).toBe(404);
        expect((await w.call('secretary', 'DELETE', s.entry(member, item))).statusCode).toBe(404);
      }
      const stillThere = await w.call('secretary', 'GET', s.list(w.ids.sameLocaleMember));
      expect(stillThere.json()[s.listKey]).toContainEqual(othersEntry);
    });

    it('answers 403 for an unknown member to a locale admin and 404 to a super admin', async () => {
      expect((await w.call('secretary', 'GET', s.list(unknownId))).statusCode).toBe(403);
      expect((await w.call('secretary', 'POST', s.create(unknownId), s.valid)).statusCode).toBe(403);
      expect((await w.call('superAdmin', 'GET', s.list(unknownId))).statusCode).toBe(404);
      expect((await w.call('superAdmin', 'POST', s.create(unknownId), s.valid)).statusCode).toBe(404);
    });
  });
});
