import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pepConvertSchema } from '@congregate/contracts';
import { queryRows } from '../../../db/executor.ts';
import { createTestApp, routeEngines, signIn } from '../../../../test/harness.ts';
import { makeMember } from '../../../../test/factories.ts';
import { makeEventsWorld, type EventCaller, type EventsWorld } from '../../../../test/events-fixture.ts';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.ts';

interface MemberRecord {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
  current_locale_id: string;
  flock_id: string | null;
  endorsed: boolean;
  user_id: string | null;
}

describe.each(routeEngines)('converting a baptized PEP into a member on %s', (engine) => {
  let w: EventsWorld;
  let mailbox: Mailbox;
  let baptism: string;

  /** A PEP of locale A (flock Joy, won by Maria), scheduled for the baptism and marked baptized there. */
  async function baptizedPep(values: {
    firstName?: string;
    lastName?: string;
    mobile?: string;
    email?: string;
  }) {
    const made = await w.call('secretary', 'POST', 'peps', {
      firstName: values.firstName ?? 'Ana',
      lastName: values.lastName ?? `Bautista ${randomUUID().slice(0, 6)}`,
      localeId: w.ids.a,
      flockId: w.ids.joy,
      soulWinnerId: w.ids.memberMember,
      ...(values.mobile ? { mobile: values.mobile } : {}),
      ...(values.email ? { email: values.email } : {}),
    });
    if (made.statusCode !== 201) throw new Error(`PEP not made: ${made.body}`);
    const id = made.json().id as string;
    await w.call('secretary', 'POST', `peps/${id}/stage`, { stage: 'scheduled', baptismEventId: baptism });
    const form = await w.call('secretary', 'GET', `peps/${id}/baptismal-form`);
    const scanned = await w.call('secretary', 'POST', 'baptisms/scan', {
      token: form.json().token,
      eventId: baptism,
    });
    if (scanned.statusCode !== 200) throw new Error(`not baptized: ${scanned.body}`);
    return { id, baptizedAt: scanned.json().pep.baptizedAt as string };
  }
  const convert = (caller: EventCaller, pepId: string, body: object = {}) =>
    w.call(caller, 'POST', `peps/${pepId}/convert`, body);
  const memberRow = async (id: string) =>
    (await queryRows<MemberRecord>(w.t.db, sql`select * from members where id = ${id}`))[0]!;
  const spirituals = (memberId: string) =>
    queryRows<{ kind: string; date: string; place: string | null; notes: string | null }>(
      w.t.db,
      sql`select kind, date::text as date, place, notes from member_spirituals where member_id = ${memberId}`,
    );

  beforeAll(async () => {
    mailbox = await startMailbox();
    w = await makeEventsWorld(
      await createTestApp(engine, {
        rateLimitPerMinute: 0,
        smtpUrl: mailbox.url,
        publicUrl: 'https://church.example.org',
      }),
    );
    const startsAt = new Date(Date.now() - 2 * 60 * 60_000);
    const made = await w.call('secretary', 'POST', 'events', {
      localeId: w.ids.a,
      title: 'River Baptism',
      type: 'baptism',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 60 * 60_000).toISOString(),
      recordsPast: true,
    });
    baptism = made.json().id;
  });
  afterAll(async () => {
    await w.t.close();
    await mailbox.close();
  });

  it('sends no account invitation to an address nobody confirmed (a public form may have written it)', async () => {
    const email = `unconfirmed-${randomUUID().slice(0, 6)}@example.org`;
    const pep = await baptizedPep({ email, mobile: '+639171113333' });
    const response = await convert('secretary', pep.id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ invitationSent: false, emailUnconfirmed: true });
    // The member record does not take the unconfirmed address either, and no mail is queued to it.
    expect((await memberRow(response.json().memberId))!.email).toBeNull();
    expect(await w.count('pgboss.job', `name = 'email.send' and data->'message'->>'to' = '${email}'`)).toBe(
      0,
    );
  });

  it('invites a prospect whose address they confirmed by link, without the staff confirming it', async () => {
    const email = `linked-${randomUUID().slice(0, 6)}@example.org`;
    const pep = await baptizedPep({ email, mobile: '+639171114444' });
    await w.t.db.execute(sql`update peps set email_confirmed_for = ${email} where id = ${pep.id}`);
    const response = await convert('secretary', pep.id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ invitationSent: true, emailUnconfirmed: false });
  });

  it('makes an endorsed member with the water baptism, moves the PEP to member and e-mails an account invitation', async () => {
    const email = `ana-${randomUUID().slice(0, 6)}@example.org`;
    const pep = await baptizedPep({ email, mobile: '+639171112222' });
    // An address nobody confirmed gets no invitation; the staff member confirms the one they see in the dialog,
    // and a stale one (the PEP's changed meanwhile) is refused.
    const stale = await convert('secretary', pep.id, { confirmEmail: `other-${email}` });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error.details.reason).toBe('email_changed');
    const response = await convert('secretary', pep.id, { confirmEmail: email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(201);
    const result = pepConvertSchema.parse(response.json());
    expect(result).toMatchObject({ merged: false, invitationSent: true, emailUnconfirmed: false });

    const member = await memberRow(result.memberId);
    expect(member).toMatchObject({
      first_name: 'Ana',
      email,
      mobile: '+639171112222',
      current_locale_id: w.ids.a,
      flock_id: w.ids.joy,
      endorsed: true,
    });
    const locale = (
      await queryRows<{ tz: string }>(w.t.db, sql`select time_zone as tz from locales where id = ${w.ids.a}`)
    )[0]!;
    const baptismDate = new Intl.DateTimeFormat('en-CA', { timeZone: locale.tz }).format(
      new Date(pep.baptizedAt),
    );
    expect(await spirituals(result.memberId)).toEqual([
      expect.objectContaining({ kind: 'water_baptism', date: baptismDate, notes: 'River Baptism' }),
    ]);
    const after = (await w.call('secretary', 'GET', `peps/${pep.id}`)).json();
    expect(after).toMatchObject({
      stage: 'member',
      memberId: result.memberId,
      soulWinner: { id: w.ids.memberMember },
    });
    expect(await w.count('audit_log', `action = 'pep.convert' and entity_id = '${pep.id}'`)).toBe(1);

    // The invitation's link sets the new account's first password.
    const [mail] = await mailbox.waitFor(email);
    expect(mail!.body).toContain('Subject: Create your Congregate account');
    const token = /https:\/\/church\.example\.org\/password\?token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
    const confirmed = await w.t.app.inject({
      method: 'POST',
      url: '/api/login/auth/password-reset/confirm',
      payload: { token, newPassword: 'a river baptism password' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const session = await signIn(w.t.app, email, 'a river baptism password');
    expect(session.memberId).toBe(result.memberId);

    // Converted once: a second conversion is refused.
    const again = await convert('secretary', pep.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details.reason).toBe('pep_not_baptized');
  });

  it('sends no invitation to a PEP without an e-mail address', async () => {
    const pep = await baptizedPep({ mobile: '+639171113333' });
    const response = await convert('district', pep.id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ merged: false, invitationSent: false });
    expect((await memberRow(response.json().memberId)).user_id).toBeNull();
  });

  it('finds a member who may be this person (409 possible_duplicate), then merges into them on request', async () => {
    const tag = randomUUID().slice(0, 6);
    const existing = await makeMember(w.t.db, w.ids.a, {
      firstName: 'Pedro',
      lastName: `Cruz ${tag}`,
      mobile: '+639175550000',
    });
    const pep = await baptizedPep({ firstName: 'PÉDRO', lastName: `cruz ${tag}`, mobile: '+639175550000' });
    const membersBefore = await w.count('members');

    const refused = await convert('secretary', pep.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.details).toMatchObject({
      reason: 'possible_duplicate',
      members: [{ id: existing.id, displayName: `Pedro Cruz ${tag}`, customId: existing.customId }],
    });
    expect((await w.call('secretary', 'GET', `peps/${pep.id}`)).json().stage).toBe('baptized');

    const merged = await convert('secretary', pep.id, { mergeIntoMemberId: existing.id });
    expect(merged.statusCode, merged.body).toBe(201);
    expect(merged.json()).toMatchObject({ memberId: existing.id, merged: true, invitationSent: false });
    expect(await w.count('members')).toBe(membersBefore);
    expect(await spirituals(existing.id)).toEqual([
      expect.objectContaining({ kind: 'water_baptism', notes: 'River Baptism' }),
    ]);
    expect((await w.call('secretary', 'GET', `peps/${pep.id}`)).json()).toMatchObject({
      stage: 'member',
      memberId: existing.id,
    });
  });

  it('converts only a baptized PEP (409) and only for an admin over its locale (403)', async () => {
    const made = await w.call('secretary', 'POST', 'peps', {
      firstName: 'Not',
      lastName: 'Yet',
      localeId: w.ids.a,
    });
    const notBaptized = await convert('secretary', made.json().id);
    expect(notBaptized.statusCode).toBe(409);
    expect(notBaptized.json().error.details.reason).toBe('pep_not_baptized');

    const pep = await baptizedPep({});
    const outsider = await makeMember(w.t.db, w.ids.c);
    const membersBefore = await w.count('members');
    for (const caller of ['secretaryB', 'districtSouth', 'member', 'leader', 'stranger'] as const) {
      expect((await convert(caller, pep.id)).statusCode, caller).toBe(403);
    }
    // A merge target outside the caller's scope is refused and nothing is kept.
    expect((await convert('secretary', pep.id, { mergeIntoMemberId: outsider.id })).statusCode).toBe(403);
    expect((await convert('secretary', pep.id, { mergeIntoMemberId: randomUUID() })).statusCode).toBe(422);
    expect((await convert('superAdmin', randomUUID())).statusCode).toBe(404);
    expect(await w.count('members')).toBe(membersBefore);
    expect((await w.call('secretary', 'GET', `peps/${pep.id}`)).json().stage).toBe('baptized');
  });
});
