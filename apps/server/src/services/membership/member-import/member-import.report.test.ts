import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GENERATED_CUSTOM_ID,
  MEMBER_COLUMN_HEADERS,
  memberImportReportSchema,
  type MemberImportReport,
} from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { members } from '../../../db/schema/index.ts';
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
  makeLocale,
  makeMember,
  multipartFile,
  TEST_PASSWORD,
  localeAdminGrant,
  superAdminGrant,
} from '../../../../test/factories.ts';

/**
 * The import's report in people's words (issue 10): every problem as a code, the value as written and a plain
 * message; what a dry run would create and update; rows without a member number; the headers people use.
 */

const HEADER = 'customId,firstName,lastName,email,mobile,birthDate,gender,locale,flock,type';

describe.each(routeEngines)('member import report (%s)', (engine) => {
  let t: TestApp;
  let admin: SignedIn;
  let home: { id: string; name: string };
  let other: { id: string; name: string };

  const newId = () => `T-${randomBytes(4).toString('hex')}`;
  const upload = async (data: string, query = 'dryRun=true') => {
    const response = await as(t.app, admin, {
      method: 'POST',
      url: `/api/membership/admin/members/import?${query}`,
      ...multipartFile('file', 'members.csv', Buffer.from(data, 'utf8'), 'text/csv'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return memberImportReportSchema.parse(response.json());
  };
  const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
  const byCustomId = async (customId: string) =>
    (await t.db.select().from(members).where(eq(members.customId, customId)))[0];
  const errorAt = (report: MemberImportReport, row: number, column: string) =>
    report.errors.find((e) => e.row === row && e.column === column);
  /** The number the sequence handed out last. */
  const lastNumber = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select last_value::int as n from member_number_seq`))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitPerMinute: 0 });
    home = await makeLocale(t.db, { name: `Quezon City ${randomBytes(3).toString('hex')}` });
    other = await makeLocale(t.db, { name: `Cebu ${randomBytes(3).toString('hex')}` });
    await makeFlock(t.db, home.id, 'C1-Joy');
    const account = await makeAccount(t.db, {
      localeId: home.id,
      grants: [localeAdminGrant(home.id)],
    });
    admin = await signIn(t.app, account.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('says each problem in plain words with the value as written, and a code the web translates', async () => {
    const taken = await makeMember(t.db, home.id, { email: `taken.${newId()}@example.org` });
    {
      const elsewhere = await makeMember(t.db, other.id, { customId: newId() });
      const repeated = newId();
      const report = await upload(
        [
          `${HEADER},Shoe size`,
          `A B,Ana,Reyes,not-an-email,+63 917,1980-02-30,x,${home.name},,bishop,`,
          `${newId()},Ben,Cruz,,+999 123 4567,2999-01-01,,Cebu Citty,,,`,
          `${repeated},Carla,Santos,${taken.email!.toUpperCase()},,,,${home.name},No Such Flock,,`,
          `${repeated},,Santos,,,,,${other.name},,,`,
          `M9999990,Eli,Tan,,,,,${home.name.replace('City', 'Citty')},,,`,
          `${elsewhere.customId},Fe,Uy,,,,,${home.name},,,`,
        ].join('\n'),
      );
      const expected: [number, string, string, string, RegExp][] = [
        [1, 'Shoe size', 'unknown_column', 'Shoe size', /^“Shoe size” is not a column we know/],
        [2, 'customId', 'not_a_member_number', 'A B', /^“A B” is not a member number/],
        [2, 'email', 'not_an_email', 'not-an-email', /^“not-an-email” is not an e-mail address/],
        [2, 'mobile', 'not_a_mobile', '+63 917', /^“\+63 917” is not a mobile number/],
        [2, 'birthDate', 'not_a_date', '1980-02-30', /^“1980-02-30” is not a date/],
        [2, 'gender', 'not_a_gender', 'x', /^“x” is not a gender: write one of male, female$/],
        [2, 'type', 'not_a_member_type', 'bishop', /^“bishop” is not a member type: write one of member, /],
        [3, 'mobile', 'unknown_calling_code', '+999 123 4567', /^“\+999 123 4567” does not start with/],
        [3, 'birthDate', 'year_out_of_range', '2999-01-01', /^“2999-01-01” is not a birth date: the year/],
        [3, 'locale', 'not_your_locale', 'Cebu Citty', /^“Cebu Citty” is not a locale of yours$/],
        [4, 'email', 'email_taken', taken.email!.toUpperCase(), /is already used by another member/],
        [4, 'flock', 'unknown_flock', 'No Such Flock', new RegExp(`is not a flock of ${home.name}$`)],
        [5, 'customId', 'repeated_member_number', repeated, /is already the member number on row 4$/],
        [5, 'firstName', 'required', '', /^This cell is empty/],
        [5, 'locale', 'not_your_locale', other.name, /is not a locale of yours$/],
        [6, 'customId', 'generated_member_number', 'M9999990', /leave the cell empty/],
        [6, 'locale', 'not_your_locale', home.name.replace('City', 'Citty'), /Did you mean “/],
        [7, 'customId', 'member_not_yours', elsewhere.customId, /outside your locales/],
      ];
      expect(report.errors.map((e) => [e.row, e.column, e.code, e.value])).toEqual(
        expected.map(([row, column, code, value]) => [row, column, code, value]),
      );
      for (const [row, column, , , message] of expected) {
        expect(errorAt(report, row, column)?.message).toMatch(message);
      }
      expect(errorAt(report, 4, 'flock')?.params).toEqual({ locale: home.name });
      expect(errorAt(report, 5, 'customId')?.params).toEqual({ firstRow: 4 });
      expect(errorAt(report, 6, 'locale')?.params).toEqual({ suggestion: home.name });
      // No schema wording ever reaches a person.
      for (const error of report.errors)
        expect(error.message).not.toMatch(/invalid|too_|regex|expected|zod/i);
    }
  });

  it('says a member of another locale is moved with a transfer, naming that locale', async () => {
    const superAccount = await makeAccount(t.db, {
      localeId: home.id,
      userType: 'admin',
      grants: [superAdminGrant],
    });
    const elsewhere = await makeMember(t.db, other.id, { customId: newId() });
    const response = await as(t.app, await signIn(t.app, superAccount.email, TEST_PASSWORD), {
      method: 'POST',
      url: '/api/membership/admin/members/import?dryRun=true',
      ...multipartFile('file', 'm.csv', Buffer.from(csv(`${elsewhere.customId},Fe,Uy,,,,,${home.name},,`))),
    });
    expect(response.json().errors).toEqual([
      {
        row: 2,
        column: 'locale',
        code: 'member_of_other_locale',
        value: home.name,
        params: { locale: other.name },
        message: `This member belongs to ${other.name}: move them with a transfer, not an import`,
      },
    ]);
  });

  it('names a missing column and an empty file in words people use', async () => {
    const missing = await upload('First name,Surname\nAna,Reyes\n');
    expect(missing.errors).toEqual([
      expect.objectContaining({ row: 1, column: 'Surname', code: 'unknown_column', value: 'Surname' }),
      expect.objectContaining({
        row: 1,
        column: 'lastName',
        code: 'missing_column',
        value: '',
        message: 'The file has no “Last name” column',
      }),
      expect.objectContaining({ row: 1, column: 'locale', code: 'missing_column' }),
    ]);
    expect((await upload('\n\n')).errors).toEqual([expect.objectContaining({ row: 1, code: 'file_empty' })]);
  });

  it('counts on a dry run the rows that will be created, updated, left as they are and skipped', async () => {
    const changed = await makeMember(t.db, home.id, {
      customId: newId(),
      firstName: 'Rosa',
      lastName: 'Old',
    });
    const same = await makeMember(t.db, home.id, { customId: newId(), firstName: 'Jun', lastName: 'Same' });
    const rows = [
      `${changed.customId},Rosa,New,,,,,${home.name},,`,
      `${same.customId},Jun,Same,,,,,${home.name},,`,
      `${newId()},Lito,Bago,,,,,${home.name},,`,
      `,Nena,Walang Numero,,,,,${home.name},,`,
      `${newId()},Bad,Date,,,1990-13-01,,${home.name},,`,
    ];
    const dry = await upload(csv(...rows));
    expect(dry).toMatchObject({
      rows: 5,
      valid: 4,
      toCreate: 2,
      toUpdate: 1,
      unchanged: 1,
      toNumber: 1,
      numbered: [],
      // What was written: nothing, on a dry run.
      created: 0,
      updated: 0,
      skipped: 5,
    });
    const done = await upload(csv(...rows), 'dryRun=false&partial=true');
    expect(done).toMatchObject({
      toCreate: 2,
      toUpdate: 1,
      unchanged: 1,
      created: 2,
      updated: 2,
      skipped: 1,
    });
    expect(await byCustomId(changed.customId)).toMatchObject({ lastName: 'New' });
  });

  it('gives a row without a member number the next number of the sequence, as registration does, and reports it', async () => {
    const before = await lastNumber();
    const report = await upload(
      [
        'firstName,lastName,locale,birthDate',
        `Nora,Walang Numero ${newId()},${home.name},1975-06-01`,
        `Pilar,Walang Numero ${newId()},${home.name},`,
      ].join('\n'),
      'dryRun=false',
    );
    expect(report).toMatchObject({ rows: 2, valid: 2, created: 2, toCreate: 2, toNumber: 2, errors: [] });
    const expected = [before + 1, before + 2].map((n) => `M${String(n).padStart(7, '0')}`);
    expect(report.numbered).toEqual([
      { row: 2, customId: expected[0] },
      { row: 3, customId: expected[1] },
    ]);
    for (const { customId } of report.numbered) expect(customId).toMatch(GENERATED_CUSTOM_ID);
    expect(await byCustomId(expected[0]!)).toMatchObject({
      firstName: 'Nora',
      birthDate: '1975-06-01',
      currentLocaleId: home.id,
      endorsed: true,
    });
    // The next registration takes the number after them: one sequence.
    expect(await lastNumber()).toBe(before + 2);
  });

  it('adds a row without a member number again on a re-import, and warns about it on the dry run', async () => {
    const lastName = `Dalawa ${newId()}`;
    const file = [
      'Member ID,First name,Last name,Birth date,Locale',
      `,Rita,${lastName},1980-01-02,${home.name}`,
      `,Rita,${lastName},1980-01-02,${home.name}`,
    ].join('\n');
    const first = await upload(file, 'dryRun=false');
    expect(first).toMatchObject({ created: 2, warnings: [expect.objectContaining({ row: 3 })] });
    expect(first.warnings).toEqual([
      expect.objectContaining({
        row: 3,
        column: '',
        code: 'repeated_person',
        params: { firstRow: 2 },
        message: 'Same name and birth date as row 2: both rows add a member',
      }),
    ]);
    const again = await upload(file);
    expect(again).toMatchObject({ toCreate: 2, toUpdate: 0, errors: [] });
    const [one, two] = first.numbered.map((n) => n.customId);
    expect(again.warnings).toEqual([
      expect.objectContaining({
        row: 2,
        code: 'possible_duplicate',
        value: '',
        params: { customId: one, name: `Rita ${lastName}` },
        message: `Rita ${lastName} (${one}) has the same name and birth date in this locale: without their member number this row adds another member`,
      }),
      expect.objectContaining({
        row: 3,
        code: 'possible_duplicate',
        params: { customId: one, name: `Rita ${lastName}` },
      }),
    ]);
    expect(two).toMatch(GENERATED_CUSTOM_ID);
  });

  it('reads the headers people use (the template’s and the export’s) and the field names, ignoring case and spaces', async () => {
    const [friendly, fields, mixed] = [newId(), newId(), newId()];
    const words = Object.values(MEMBER_COLUMN_HEADERS).join(',');
    expect(words).toBe(
      'Member ID,First name,Last name,E-mail,Mobile,Birth date,Gender,Locale,Flock,Member type,Cluster,Endorsed,Has account,Registered',
    );
    const exported = [
      words,
      `${friendly},Lina,Peña,,+639171234567,1988-02-03,female,${home.name},C1-Joy,worker,C1,yes,no,2026-01-05T10:00:00.000Z`,
    ].join('\n');
    expect(await upload(exported, 'dryRun=false')).toMatchObject({ created: 1, errors: [] });
    expect(await byCustomId(friendly)).toMatchObject({
      lastName: 'Peña',
      type: 'worker',
      mobile: '+639171234567',
    });

    expect(await upload(csv(`${fields},Ana,Uno,,,,,${home.name},,youth`), 'dryRun=false')).toMatchObject({
      created: 1,
      errors: [],
    });
    const shouting = 'MEMBER ID, first_name ,LAST-NAME,e mail,BirthDate,LOCALE,member type';
    expect(
      await upload(
        `${shouting}\n${mixed},Ana,Dos,ana.${mixed}@example.org,1990-01-01,${home.name},officer`,
        'dryRun=false',
      ),
    ).toMatchObject({ created: 1, errors: [] });
    expect(await byCustomId(mixed)).toMatchObject({ email: `ana.${mixed}@example.org`, type: 'officer' });
  });
});
