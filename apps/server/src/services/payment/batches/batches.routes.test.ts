import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchDetailSchema,
  batchPageSchema,
  giftPageSchema,
  type NewBatchInput,
} from '@congregate/contracts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import { makeMember } from '../../../../test/factories.ts';
import { makeGivingWorld, type GivingWorld } from '../../../../test/giving-fixture.ts';

describe.each(routeEngines)('batches on %s', (engine) => {
  let w: GivingWorld;
  let envelopes: NewBatchInput;

  beforeAll(async () => {
    w = await makeGivingWorld(await createTestApp(engine, { rateLimitPerMinute: 0 }));
    envelopes = {
      localeId: w.ids.a,
      serviceDate: '2025-09-07',
      label: 'Sunday 9am',
      countedTotalMinor: 80_000,
      lines: [
        { memberId: w.ids.memberMember, fundId: w.funds.a.tithes, amountMinor: 50_000, method: 'cash' },
        { memberId: null, fundId: w.funds.a.missions, amountMinor: 10_000, method: 'cash' },
        {
          memberId: w.ids.member2Member,
          fundId: w.funds.a.tithes,
          amountMinor: 20_000,
          method: 'cheque',
          chequeNumber: '000451',
        },
      ],
    };
  });
  afterAll(() => w.t.close());

  const create = async (input: NewBatchInput = envelopes) => {
    const response = await w.pay('finance', 'POST', 'batches', input);
    expect(response.statusCode, response.body).toBe(201);
    return batchDetailSchema.parse(response.json());
  };

  it('lets finance record a batch in the locale’s currency; admins read it; nobody else', async () => {
    const batch = await create();
    expect(batch).toMatchObject({
      currency: 'PHP',
      status: 'open',
      countedTotalMinor: 80_000,
      linesTotalMinor: 80_000,
      differenceMinor: 0,
      lineCount: 3,
    });
    expect(batch.lines.map((l) => l.donorName)).toEqual(['Maria Santos', 'Anonymous', 'Jose Reyes']);
    expect(batch.lines[2]!.chequeNumber).toBe('000451');
    for (const caller of ['secretary', 'leader', 'member', 'district', 'financeB'] as const) {
      expect((await w.pay(caller, 'POST', 'batches', envelopes)).statusCode, caller).toBe(403);
    }
    for (const caller of ['finance', 'secretary', 'superAdmin'] as const) {
      expect((await w.pay(caller, 'GET', `batches/${batch.id}`)).statusCode, caller).toBe(200);
      expect((await w.pay(caller, 'GET', `batches?localeId=${w.ids.a}`)).statusCode, caller).toBe(200);
    }
    for (const caller of ['leader', 'member', 'district', 'financeB', 'secretaryB'] as const) {
      expect((await w.pay(caller, 'GET', `batches/${batch.id}`)).statusCode, caller).toBe(403);
      expect((await w.pay(caller, 'GET', `batches?localeId=${w.ids.a}`)).statusCode, caller).toBe(403);
    }
    for (const caller of ['secretary', 'financeB'] as const) {
      expect(
        (await w.pay(caller, 'PUT', `batches/${batch.id}`, { ...envelopes, localeId: undefined })).statusCode,
      ).toBe(403);
      expect((await w.pay(caller, 'POST', `batches/${batch.id}/close`, {})).statusCode).toBe(403);
    }
  });

  it('refuses funds and members that are not the locale’s', async () => {
    const line = envelopes.lines[0]!;
    const before = await w.count('gift_batches');
    const withLine = (extra: Partial<typeof line>) => ({ ...envelopes, lines: [{ ...line, ...extra }] });
    const archived = await w.pay('finance', 'POST', 'batches', withLine({ fundId: w.funds.a.archived }));
    expect(archived.statusCode).toBe(422);
    expect(archived.json().error.code).toBe('fund_not_available');
    const otherLocale = await w.pay('finance', 'POST', 'batches', withLine({ fundId: w.funds.b.tithes }));
    expect(otherLocale.json().error.code).toBe('fund_not_available');
    const outsider = await w.pay('finance', 'POST', 'batches', withLine({ memberId: w.ids.strangerMember }));
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().error.code).toBe('member_outside_locale');
    expect(await w.count('gift_batches')).toBe(before);
    expect((await w.pay('finance', 'POST', 'batches', withLine({ amountMinor: 12.5 }))).statusCode).toBe(422);
  });

  it('cannot close an unbalanced or empty batch, and writes no gift then', async () => {
    const unbalanced = await create({ ...envelopes, countedTotalMinor: 79_000 });
    expect(unbalanced.differenceMinor).toBe(-1_000);
    const refused = await w.pay('finance', 'POST', `batches/${unbalanced.id}/close`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'batch_unbalanced',
      details: { differenceMinor: -1_000 },
    });
    expect(await w.count('gifts', `batch_id = '${unbalanced.id}'`)).toBe(0);
    const empty = await create({ ...envelopes, countedTotalMinor: 0, lines: [] });
    const emptyClose = await w.pay('finance', 'POST', `batches/${empty.id}/close`, {});
    expect(emptyClose.json().error.code).toBe('batch_empty');
  });

  it('corrects an open batch whole, closes it into gifts the members see, and then refuses changes', async () => {
    const batch = await create({ ...envelopes, countedTotalMinor: 90_000 });
    const update = { ...envelopes, localeId: undefined };
    const corrected = await w.pay('finance', 'PUT', `batches/${batch.id}`, {
      ...update,
      countedTotalMinor: 90_000,
      lines: [...update.lines, { fundId: w.funds.a.missions, amountMinor: 10_000, method: 'cash' }],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ lineCount: 4, differenceMinor: 0 });
    const closed = await w.pay('finance', 'POST', `batches/${batch.id}/close`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', closedByName: 'Fe Finance' });
    expect(await w.count('gifts', `batch_id = '${batch.id}'`)).toBe(4);
    const again = await w.pay('finance', 'POST', `batches/${batch.id}/close`, {});
    expect(again.json().error.code).toBe('batch_closed');
    expect((await w.pay('finance', 'PUT', `batches/${batch.id}`, update)).json().error.code).toBe(
      'batch_closed',
    );

    const mine = giftPageSchema.parse(
      (await w.pay('member', 'GET', 'gifts?from=2025-09-07&to=2025-09-07')).json(),
    );
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      batchId: batch.id,
      amountMinor: 50_000,
      currency: 'PHP',
      method: 'cash',
      provider: 'manual',
      // Noon of the service date in Manila.
      givenAt: '2025-09-07T04:00:00.000Z',
    });
    const open = batchPageSchema.parse(
      (await w.pay('finance', 'GET', `batches?localeId=${w.ids.a}&status=closed`)).json(),
    );
    expect(open.items.map((b) => b.id)).toEqual([batch.id]);
  });

  it('pages a locale’s batches, latest service first, without duplicates', async () => {
    for (const day of ['2025-10-05', '2025-10-12', '2025-10-12']) {
      await create({ ...envelopes, serviceDate: day });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await w.pay(
        'secretary',
        'GET',
        `batches?localeId=${w.ids.a}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const next = batchPageSchema.parse(response.json());
      seen.push(...next.items.map((b) => `${b.serviceDate} ${b.id}`));
      cursor = next.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect(seen.length).toBe(await w.count('gift_batches', `locale_id = '${w.ids.a}'`));
    // An unused member of the locale may be named on an envelope.
    const plain = await makeMember(w.t.db, w.ids.a);
    await create({
      ...envelopes,
      lines: [{ ...envelopes.lines[0]!, memberId: plain.id }],
      countedTotalMinor: 50_000,
    });
  });
});
