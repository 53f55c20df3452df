import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  csvText,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_LIMITS,
  memberImportReportSchema,
} from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { auditLog, members } from '../../../db/schema/index.ts';
import { findMembersByCustomId, updateMembers } from './member-import.repository.ts';
import {
  as,
  createTestApp,
  routeEngines,
  signIn,
  type SignedIn,
  type TestApp,
} from '../../../../test/harness.ts';
import {
  makeAccount,
  makeFlock,
  makeImage,
  makeLocale,
  makeMember,
  multipartFile,
  TEST_PASSWORD,
  localeAdminGrant,
  flockLeaderGrant,
  superAdminGrant,
} from '../../../../test/factories.ts';
import { deflatedRun, minimalXlsx, zipOf } from '../../../../test/uploads-fixture.ts';

const HEADER = 'customId,firstName,lastName,email,mobile,birthDate,gender,locale,flock,type';

describe.each(routeEngines)('member import (%s)', (engine) => {
  let t: TestApp;
  let adminA: SignedIn;
  let superAdmin: SignedIn;
  let plainMember: SignedIn;
  let leader: SignedIn;
  let localeA: { id: string; name: string };
  let localeB: { id: string; name: string };
  let flockA: { id: string; name: string };

  /** A member number no other test uses. */
  const newId = () => `T-${randomBytes(4).toString('hex')}`;
  const upload = (
    who: SignedIn | null,
    data: string | Buffer,
    query = 'dryRun=false',
    fileName = 'members.csv',
  ) =>
    as(t.app, who, {
      method: 'POST',
      url: `/api/membership/admin/members/import${query ? `?${query}` : ''}`,
      ...multipartFile(
        'file',
        fileName,
        Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8'),
        'text/csv',
      ),
    });
  const memberCount = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from members`))[0]!.n;
  const byCustomId = async (customId: string) =>
    (await t.db.select().from(members).where(eq(members.customId, customId)))[0];
  const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    localeA = await makeLocale(t.db, { name: `Quezon City ${randomBytes(3).toString('hex')}` });
    localeB = await makeLocale(t.db, { name: `Cebu ${randomBytes(3).toString('hex')}` });
    flockA = await makeFlock(t.db, localeA.id, 'C1-Joy');
    await makeFlock(t.db, localeB.id, 'C1-Joy');
    const accounts = await Promise.all([
      makeAccount(t.db, {
        localeId: localeA.id,
        grants: [localeAdminGrant(localeA.id)],
      }),
      makeAccount(t.db, {
        localeId: localeB.id,
        userType: 'admin',
        grants: [superAdminGrant],
      }),
      makeAccount(t.db, { localeId: localeA.id }),
      makeAccount(t.db, {
        localeId: localeA.id,
        flockId: flockA.id,
        grants: [flockLeaderGrant(flockA.id)],
      }),
    ]);
    [adminA, superAdmin, plainMember, leader] = (await Promise.all(
      accounts.map((a) => signIn(t.app, a.email, TEST_PASSWORD)),
    )) as [SignedIn, SignedIn, SignedIn, SignedIn];
  });
  afterAll(() => t.close());

  it('reports each error with its row and column on a dry run (the default) and writes nothing', async () => {
    const taken = await makeMember(t.db, localeA.id, { email: 'Taken.Address@example.org' });
    const [ok, dup] = [newId(), newId()];
    const file = [
      `${HEADER},shoeSize`,
      `${ok},Ana,Reyes,,,,,${localeA.name},,,`,
      `${newId()},Ben,Cruz,not-an-email,,2999-01-01,x,${localeA.name},,bishop,`,
      `${newId()},Carla,Santos,,,,,Atlantis,,,`,
      '',
      `${dup},Dina,Lopez,taken.address@EXAMPLE.org,+63 917 123 4567,,,${localeA.name},No Such Flock,,`,
      `${dup},,Lopez,,,,,${localeA.name},,,`,
      `M9999990,Eli,Tan,,,,,${localeA.name},,,`,
    ].join('\r\n');
    const before = await memberCount();
    const response = await upload(adminA, file, '');
    expect(response.statusCode, response.body).toBe(200);
    const report = memberImportReportSchema.parse(response.json());
    expect(report).toMatchObject({
      rows: 6,
      valid: 1,
      dryRun: true,
      partial: false,
      created: 0,
      updated: 0,
      skipped: 6,
    });
    expect(report.errors.map(({ row, column }) => [row, column])).toEqual([
      [1, 'shoeSize'],
      [3, 'email'],
      [3, 'birthDate'],
      [3, 'gender'],
      [3, 'type'],
      [4, 'locale'],
      // Row 5 is blank: not counted, but the numbering keeps to the spreadsheet's.
      [6, 'email'],
      [6, 'flock'],
      [7, 'customId'],
      [7, 'firstName'],
      [8, 'customId'],
    ]);
    expect(report.errors.find((e) => e.row === 6 && e.column === 'email')?.message).toMatch(
      /already used by/,
    );
    expect(report.errors.find((e) => e.row === 7 && e.column === 'customId')?.message).toMatch(/row 6/);
    expect(report.errors.find((e) => e.row === 3 && e.column === 'birthDate')?.message).toMatch(/year/);
    expect(await memberCount()).toBe(before);
    expect(await byCustomId(ok)).toBeUndefined();
    expect(await byCustomId(taken.customId)).toMatchObject({ email: 'Taken.Address@example.org' });
  });

  it('refuses a file with errors when dryRun=false (422 with the report) and writes nothing', async () => {
    const good = newId();
    const before = await memberCount();
    const audits = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.import'))).length;
    const response = await upload(
      adminA,
      csv(`${good},Ana,Reyes,,,,,${localeA.name},,`, `${newId()},Ben,Cruz,,,1990-02-30,,${localeA.name},,`),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error.code).toBe('invalid_input');
    expect(memberImportReportSchema.parse(body.error.details)).toMatchObject({
      rows: 2,
      valid: 1,
      created: 0,
      updated: 0,
      skipped: 2,
      dryRun: false,
      errors: [{ row: 3, column: 'birthDate' }],
    });
    expect(await memberCount()).toBe(before);
    expect(await byCustomId(good)).toBeUndefined();
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.import'))).length).toBe(
      audits,
    );
  });

  it('imports only the valid rows with partial=true, as endorsed members without an account, audited', async () => {
    const [a, b] = [newId(), newId()];
    const before = await memberCount();
    const response = await upload(
      adminA,
      csv(
        `${a},María José,Peña,Maria.Pena@Example.org,+639171234567,1985-12-01,Female,${localeA.name},c1-joy,Worker`,
        `${newId()},Ben,Cruz,,,,,${localeB.name},,`,
        `${b},Jun,Dela Cruz,,,,,${localeA.name},,`,
      ),
      'dryRun=false&partial=true',
      'Sunday list.csv',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      rows: 3,
      valid: 2,
      created: 2,
      updated: 0,
      skipped: 1,
      partial: true,
      errors: [{ row: 3, column: 'locale', message: `“${localeB.name}” is not a locale of yours` }],
    });
    expect(await memberCount()).toBe(before + 2);
    expect(await byCustomId(a)).toMatchObject({
      firstName: 'María José',
      lastName: 'Peña',
      email: 'Maria.Pena@Example.org',
      mobile: '+639171234567',
      birthDate: '1985-12-01',
      gender: 'female',
      type: 'worker',
      currentLocaleId: localeA.id,
      flockId: flockA.id,
      endorsed: true,
      endorsedBy: adminA.userId,
      userId: null,
    });
    expect(await byCustomId(b)).toMatchObject({ type: 'member', flockId: null, email: null, endorsed: true });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'member.import'), sql`${auditLog.after}->>'fileName' = 'Sunday list.csv'`),
      );
    expect(audit).toMatchObject({
      actorUserId: adminA.userId,
      localeId: localeA.id,
      after: { fileName: 'Sunday list.csv', format: 'csv', rows: 3, created: 2, updated: 0, skipped: 1 },
    });
  });

  it('updates the member with the same customId (only the columns in the file) instead of duplicating', async () => {
    const id = newId();
    await upload(
      adminA,
      csv(
        `${id},Rosa,Garcia,rosa.${id}@example.org,+639181112222,1970-03-04,female,${localeA.name},C1-Joy,member`,
      ),
    );
    const first = await byCustomId(id);
    const before = await memberCount();
    const again = await upload(
      adminA,
      ['customId,First Name,LAST_NAME,locale,type', `${id},Rosa,Garcia-Santos,${localeA.name},officer`].join(
        '\n',
      ),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ rows: 1, valid: 1, created: 0, updated: 1, skipped: 0 });
    expect(await memberCount()).toBe(before);
    expect(await byCustomId(id)).toMatchObject({
      id: first!.id,
      lastName: 'Garcia-Santos',
      type: 'officer',
      // Columns not in the file are kept.
      email: `rosa.${id}@example.org`,
      mobile: '+639181112222',
      birthDate: '1970-03-04',
      flockId: flockA.id,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.import.update'), eq(auditLog.entityId, first!.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      localeId: localeA.id,
      before: { customId: id, lastName: 'Garcia', type: 'member' },
      after: { customId: id, lastName: 'Garcia-Santos', type: 'officer' },
    });
    // A blank cell in a column that is there clears the value.
    await upload(
      adminA,
      ['customId,firstName,lastName,locale,flock', `${id},Rosa,Garcia-Santos,${localeA.name},`].join('\n'),
    );
    expect(await byCustomId(id)).toMatchObject({ flockId: null, type: 'officer' });
  });

  it('never overwrites a member changed after the file was checked', async () => {
    const member = await makeMember(t.db, localeA.id, { customId: newId(), type: 'member' });
    const [was] = await findMembersByCustomId(t.db, [member.customId]);
    // Someone else changes the member between the check and the write.
    await t.db.update(members).set({ type: 'worker' }).where(eq(members.id, member.id));
    const values = { ...was!, lastName: 'Changed' };
    expect(await updateMembers(t.db, [{ id: member.id, values, was: was! }])).toBe(0);
    expect(await byCustomId(member.customId)).toMatchObject({ type: 'worker', lastName: member.lastName });
    const [fresh] = await findMembersByCustomId(t.db, [member.customId]);
    expect(
      await updateMembers(t.db, [{ id: member.id, values: { ...fresh!, lastName: 'Changed' }, was: fresh! }]),
    ).toBe(1);
    expect(await byCustomId(member.customId)).toMatchObject({ type: 'worker', lastName: 'Changed' });
  });

  it('imports a file exported from the member search as it is, skipping the read-only columns', async () => {
    const id = newId();
    const exported = [
      'customId,firstName,lastName,email,mobile,birthDate,gender,locale,flock,type,cluster,endorsed,hasAccount,registeredAt',
      `${id},Lina,Peña,,,1988-02-03,female,${localeA.name},C1-Joy,member,C1,yes,no,2026-01-05T10:00:00.000Z`,
    ].join('\n');
    const response = await upload(adminA, exported, 'dryRun=false');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rows: 1, valid: 1, created: 1, errors: [] });
    expect(await byCustomId(id)).toMatchObject({ lastName: 'Peña', flockId: flockA.id });
  });

  it('reads an XLSX workbook, with date, number and link cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Members');
    sheet.addRow([...MEMBER_IMPORT_COLUMNS]);
    const numeric = 7000000 + Math.floor(Math.random() * 999999);
    sheet.addRow([
      numeric,
      'Élise',
      'Ng',
      { text: `elise.${numeric}@example.org`, hyperlink: `mailto:elise.${numeric}@example.org` },
      '+6591234567',
      new Date(Date.UTC(2001, 6, 9)),
      'female',
      localeA.name,
      'C1-Joy',
      'youth',
    ]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(adminA, data, 'dryRun=false', 'members.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rows: 1, valid: 1, created: 1, errors: [] });
    expect(await byCustomId(String(numeric))).toMatchObject({
      firstName: 'Élise',
      email: `elise.${numeric}@example.org`,
      birthDate: '2001-07-09',
      flockId: flockA.id,
      type: 'youth',
    });
  });

  it('reads the first tab of a workbook, whichever file of the zip holds it', async () => {
    const id = newId();
    const data = minimalXlsx(
      [
        { name: 'Notes', rows: [['not', 'members']] },
        {
          name: 'Members',
          rows: [[...MEMBER_IMPORT_COLUMNS], [id, 'Noel', 'Tab', '', '', '', '', localeA.name, 'C1-Joy', '']],
        },
      ],
      [1, 0],
    );
    const response = await upload(adminA, data, 'dryRun=false', 'members.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rows: 1, valid: 1, created: 1, errors: [] });
    expect(await byCustomId(id)).toMatchObject({ firstName: 'Noel', flockId: flockA.id });
  });

  it('reads every cell of a workbook whose shared strings come after its sheets, as Excel writes them', async () => {
    const [first, second] = [newId(), newId()];
    const data = minimalXlsx(
      [
        {
          name: 'Members',
          rows: [
            [...MEMBER_IMPORT_COLUMNS],
            [first, 'Amparo', 'Shared', '', '', '', '', localeA.name, '', ''],
            [second, 'Benigno', 'Strings', '', '', '', '', localeA.name, '', ''],
          ],
        },
        { name: 'Notes', rows: [['read me']] },
      ],
      [0, 1],
      { sharedStrings: true },
    );
    const response = await upload(adminA, data, 'dryRun=false', 'members.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rows: 2, valid: 2, created: 2, errors: [] });
    expect(await byCustomId(first)).toMatchObject({ firstName: 'Amparo', lastName: 'Shared' });
    expect(await byCustomId(second)).toMatchObject({ firstName: 'Benigno', lastName: 'Strings' });
  });

  it('stops reading an XLSX past 100,000 rows with 413', async () => {
    const rows = [
      [...MEMBER_IMPORT_COLUMNS],
      ...Array.from({ length: MEMBER_IMPORT_LIMITS.maxRows + 1 }, (_, i) => [`R-${i}`]),
    ];
    const response = await upload(adminA, minimalXlsx([{ name: 'Members', rows }]), 'dryRun=true', 'm.xlsx');
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'payload_too_large',
      details: { maxRows: MEMBER_IMPORT_LIMITS.maxRows },
    });
  });

  it('refuses with 413 an XLSX that inflates past 50 MB as soon as it does, whatever its directory claims, answering other requests meanwhile', async () => {
    // About 9 MB that inflate to 9 GB of one letter, in an entry whose headers claim 1 KB.
    const bomb = zipOf([
      { name: 'xl/worksheets/sheet1.xml', deflated: deflatedRun(9_000), claimedSize: 1024 },
    ]);
    expect(bomb.length).toBeGreaterThan(9_000_000);
    expect(bomb.length).toBeLessThan(MEMBER_IMPORT_LIMITS.maxBytes);
    const before = await memberCount();
    const started = performance.now();
    let answered = false;
    const importing = upload(adminA, bomb, 'dryRun=false', 'members.xlsx').finally(() => {
      answered = true;
    });
    // A request every 10 ms while the file is read: each is answered within the wait of its turn plus its own
    // time, so a read that held the event loop would show here.
    const waits: number[] = [];
    do {
      const asked = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 10));
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      waits.push(performance.now() - asked);
    } while (!answered);
    const response = await importing;
    const took = performance.now() - started;
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'payload_too_large',
      message: expect.stringContaining('50 MB'),
    });
    // Inflating all 9 GB would take about 40 s on the 2-core machine (512 MB of zeros inflate in 2.4 s there, idle);
    // stopping at 50 MB takes a fraction of one — up to 4 s once with the other suites beside it, so the bound is
    // far from both.
    expect(took).toBeLessThan(10_000);
    expect(Math.max(...waits)).toBeLessThan(1000);
    expect(await memberCount()).toBe(before);
  });

  it('keeps at most 255 characters of the file name, cut before anything reads it', async () => {
    const id = newId();
    const response = await upload(
      adminA,
      csv(`${id},Ana,Long,,,,,${localeA.name},,`),
      'dryRun=false',
      `${'.'.repeat(80_000)}.csv`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.import'));
    const names = audits
      .map((a) => (a.after as { fileName: string }).fileName)
      .filter((n) => n.startsWith('...'));
    expect(names).toEqual(['.'.repeat(255)]);
  });

  it('imports a neutralised export: a cell guarded with an apostrophe comes back as it was', async () => {
    const id = newId();
    const exported = csvText(
      [...MEMBER_IMPORT_COLUMNS, 'cluster', 'endorsed', 'hasAccount', 'registeredAt'],
      [
        [
          id,
          'Lina',
          'Peña',
          null,
          '+639171234567',
          '1988-02-03',
          'female',
          localeA.name,
          'C1-Joy',
          'member',
          'C1',
          'yes',
          'no',
          '2026-01-05T10:00:00.000Z',
        ],
      ],
    );
    expect(exported).toContain(`"'+639171234567"`);
    const response = await upload(adminA, exported, 'dryRun=false');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rows: 1, valid: 1, created: 1, errors: [] });
    expect(await byCustomId(id)).toMatchObject({ mobile: '+639171234567', flockId: flockA.id });
  });

  it('finds the locale by id or by name ignoring case, and the flock by name within that locale', async () => {
    const [byId, byName] = [newId(), newId()];
    const response = await upload(
      superAdmin,
      csv(
        `${byId},Ana,Uno,,,,,${localeB.id},c1-JOY,`,
        `${byName},Ana,Dos,,,,,${localeA.name.toUpperCase()},C1-Joy,`,
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [flockB] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from flocks where locale_id = ${localeB.id}`,
    );
    expect(await byCustomId(byId)).toMatchObject({ currentLocaleId: localeB.id, flockId: flockB!.id });
    expect(await byCustomId(byName)).toMatchObject({ currentLocaleId: localeA.id, flockId: flockA.id });
  });

  it('refuses, as row errors, a locale outside the scope and an existing member of another locale', async () => {
    const elsewhere = await makeMember(t.db, localeB.id, { customId: newId() });
    const response = await upload(
      adminA,
      csv(
        `${newId()},Ana,Reyes,,,,,${localeB.id},,`,
        `${elsewhere.customId},Ana,Reyes,,,,,${localeA.name},,`,
      ),
      'dryRun=true',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ row: 2, column: 'locale', code: 'not_your_locale', value: localeB.id }),
      expect.objectContaining({
        row: 3,
        column: 'customId',
        code: 'member_not_yours',
        value: elsewhere.customId,
      }),
    ]);
    // Moving a member between locales is a transfer, not an import.
    const moved = await upload(
      superAdmin,
      csv(`${elsewhere.customId},Ana,Reyes,,,,,${localeA.name},,`),
      'dryRun=true',
    );
    expect(moved.json().errors).toEqual([
      expect.objectContaining({ row: 2, column: 'locale', message: expect.stringMatching(/transfer/) }),
    ]);
  });

  it('keeps an account holder’s e-mail to the e-mail change and refuses generated numbers for new members', async () => {
    const holder = await makeAccount(t.db, { localeId: localeA.id });
    const [row] = await t.db.select().from(members).where(eq(members.id, holder.memberId));
    const response = await upload(
      adminA,
      csv(`${row!.customId},Test,Renamed,other.${newId()}@example.org,,,,${localeA.name},,`),
      'dryRun=true',
    );
    expect(response.json().errors).toEqual([
      expect.objectContaining({ row: 2, column: 'email', message: expect.stringMatching(/e-mail change/) }),
    ]);
    const generated = await upload(adminA, csv(`M9999998,Eli,Tan,,,,,${localeA.name},,`), 'dryRun=true');
    expect(generated.json().errors).toEqual([expect.objectContaining({ row: 2, column: 'customId' })]);
    // The same row without the e-mail updates the name and keeps the account's address.
    const ok = await upload(adminA, csv(`${row!.customId},Test,Renamed,,,,,${localeA.name},,`));
    expect(ok.json()).toMatchObject({ updated: 1, errors: [] });
    expect(await byCustomId(row!.customId)).toMatchObject({ lastName: 'Renamed', email: holder.email });
  });

  it('needs a header with the required columns', async () => {
    const response = await upload(adminA, 'firstName,lastName\nAna,Reyes\n', 'dryRun=true');
    expect(response.json()).toMatchObject({
      rows: 1,
      valid: 0,
      errors: [
        { row: 1, column: 'locale', code: 'missing_column', message: 'The file has no “Locale” column' },
      ],
    });
    const unclosed = await upload(adminA, `${HEADER}\n"A-1,Ana,Reyes,,,,,x,,\n`);
    expect(unclosed.statusCode).toBe(422);
    expect(unclosed.json().error.details.errors).toEqual([expect.objectContaining({ row: 2, column: '' })]);
  });

  it('refuses callers who do not manage members (403) and callers without a session (401)', async () => {
    const file = csv(`${newId()},Ana,Reyes,,,,,${localeA.name},,`);
    const before = await memberCount();
    for (const who of [plainMember, leader]) {
      const response = await upload(who, file);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    expect((await upload(null, file)).statusCode).toBe(401);
    expect(await memberCount()).toBe(before);
  });

  it('refuses what is not CSV or XLSX (415), a larger file (413), a bad query (422), no file part (422)', async () => {
    const png = await makeImage('png', { width: 10, height: 10 });
    for (const [data, name] of [
      [png, 'members.csv'],
      [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]), 'members.xls'],
      [Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(200)]), 'members.xlsx'],
      [Buffer.from([0x63, 0x75, 0x73, 0xff, 0xfe, 0x00, 0x41]), 'members.csv'],
    ] as const) {
      const response = await upload(adminA, data, 'dryRun=true', name);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
    }
    const big = await upload(adminA, Buffer.alloc(10 * 1024 * 1024 + 10, 0x41), 'dryRun=true');
    expect(big.statusCode).toBe(413);
    expect((await upload(adminA, csv(), 'dryRun=maybe')).statusCode).toBe(422);
    const json = await as(t.app, adminA, {
      method: 'POST',
      url: '/api/membership/admin/members/import',
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const wrongField = await as(t.app, adminA, {
      method: 'POST',
      url: '/api/membership/admin/members/import',
      ...multipartFile('upload', 'members.csv', Buffer.from(csv())),
    });
    expect(wrongField.statusCode).toBe(422);
  });

  it('serves the template as a CSV attachment that imports as it is', async () => {
    const response = await as(t.app, adminA, {
      method: 'GET',
      url: '/api/membership/admin/members/import/template',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="member-import-template.csv"');
    const [header, example, ...rest] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // The header in words people use, every cell quoted, and a value a spreadsheet would run as a formula (the
    // mobile's `+`) guarded.
    expect(header).toBe(
      '"Member ID","First name","Last name","E-mail","Mobile","Birth date","Gender","Locale","Flock","Member type"',
    );
    expect(rest).toEqual([]);
    expect(example).toContain(`"${localeA.name}"`);
    expect(example).toContain(`"'+639171234567"`);
    expect(example).toMatch(/^"[^"]*"(,"[^"]*")*$/);
    const check = await upload(adminA, response.rawPayload, 'dryRun=true', 'member-import-template.csv');
    expect(check.json()).toMatchObject({ rows: 1, valid: 1, errors: [] });
    const url = '/api/membership/admin/members/import/template';
    expect((await as(t.app, plainMember, { method: 'GET', url })).statusCode).toBe(403);
    expect((await as(t.app, null, { method: 'GET', url })).statusCode).toBe(401);
  });
});
