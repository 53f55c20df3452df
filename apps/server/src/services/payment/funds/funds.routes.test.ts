import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundListSchema,
  fundSchema,
  givingAccessSchema,
  givingSettingsSchema,
  PAYMENT_LIMITS,
} from '@congregate/contracts';
import { createTestApp, routeEngines } from '../../../../test/harness.ts';
import {
  makeFund,
  makeGivingWorld,
  type GivingCaller,
  type GivingWorld,
} from '../../../../test/giving-fixture.ts';

describe.each(routeEngines)('funds and giving settings on %s', (engine) => {
  let w: GivingWorld;

  beforeAll(async () => {
    w = await makeGivingWorld(await createTestApp(engine));
  });
  afterAll(async () => {
    await w?.t.close();
  });

  describe('GET /funds', () => {
    it('answers the caller’s own locale’s active funds, each with its currency, in order', async () => {
      const response = await w.pay('member', 'GET', 'funds');
      expect(response.statusCode).toBe(200);
      const body = fundListSchema.parse(response.json());
      expect(body.localeId).toBe(w.ids.a);
      expect(body.currency).toBe('PHP');
      expect(body.items.map((f) => f.name)).toEqual(['Tithes', 'Missions']);
      expect(body.items.every((f) => f.currency === 'PHP' && f.active)).toBe(true);
    });

    it('answers another locale’s funds in its currency', async () => {
      const body = (await w.pay('member', 'GET', `funds?localeId=${w.ids.c}`)).json();
      expect(body.currency).toBe('JPY');
      expect(body.items).toHaveLength(2);
    });

    it('adds archived funds only for those who manage the locale’s funds', async () => {
      const names = async (caller: GivingCaller) =>
        (await w.pay(caller, 'GET', `funds?localeId=${w.ids.a}&includeArchived=true`)).json().items.length;
      expect(await names('finance')).toBe(3);
      expect(await names('secretary')).toBe(3);
      expect(await names('superAdmin')).toBe(3);
      expect(await names('member')).toBe(2);
      expect(await names('leader')).toBe(2);
      expect(await names('financeB')).toBe(2);
    });

    it('refuses without a session and on a bad query', async () => {
      expect((await w.pay(null, 'GET', 'funds')).statusCode).toBe(401);
      expect((await w.pay('member', 'GET', 'funds?localeId=nope')).statusCode).toBe(422);
      expect((await w.pay('member', 'GET', 'funds?color=red')).statusCode).toBe(422);
    });
  });

  describe('POST /funds and PATCH /funds/{id}', () => {
    it('lets finance, the locale admin and a super admin add a fund (audited); others 403', async () => {
      for (const caller of ['finance', 'secretary', 'superAdmin'] as const) {
        const response = await w.pay(caller, 'POST', 'funds', {
          localeId: w.ids.a,
          name: `Building ${caller}`,
        });
        expect(response.statusCode, caller).toBe(201);
        const fund = fundSchema.parse(response.json());
        expect(fund).toMatchObject({ localeId: w.ids.a, currency: 'PHP', active: true, description: '' });
      }
      expect(await w.count('audit_log', `action = 'fund.create'`)).toBe(3);
      for (const caller of ['member', 'leader', 'financeB', 'secretaryB', 'district', 'pending'] as const) {
        const response = await w.pay(caller, 'POST', 'funds', {
          localeId: w.ids.a,
          name: `Refused ${caller}`,
        });
        expect(response.statusCode, caller).toBe(403);
      }
      expect(await w.count('funds', `name like 'Refused%'`)).toBe(0);
    });

    it('refuses a name already used in the locale (any case) with 409 fund_name_taken', async () => {
      const response = await w.pay('finance', 'POST', 'funds', { localeId: w.ids.a, name: 'tithes' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('fund_name_taken');
      // The same name in another locale is fine.
      expect(
        (await w.pay('financeB', 'POST', 'funds', { localeId: w.ids.b, name: 'Building' })).statusCode,
      ).toBe(201);
    });

    it('refuses a 51st fund with 409 too_many_funds', async () => {
      const locale = w.ids.c;
      const existing = (
        await w.pay('superAdmin', 'GET', `funds?localeId=${locale}&includeArchived=true`)
      ).json().items.length as number;
      for (let i = existing; i < PAYMENT_LIMITS.fundsPerLocaleMax; i++) await makeFund(w.t.db, locale);
      const response = await w.pay('superAdmin', 'POST', 'funds', { localeId: locale, name: 'One too many' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('too_many_funds');
    });

    it('renames, orders, archives and restores a fund (audited); others 403', async () => {
      const fundId = w.funds.a.missions;
      const archived = await w.pay('secretary', 'PATCH', `funds/${fundId}`, { active: false, sortOrder: 5 });
      expect(archived.statusCode).toBe(200);
      expect(archived.json()).toMatchObject({ active: false, sortOrder: 5 });
      expect(
        (await w.pay('member', 'GET', 'funds')).json().items.map((f: { id: string }) => f.id),
      ).not.toContain(fundId);
      const restored = await w.pay('finance', 'PATCH', `funds/${fundId}`, {
        active: true,
        sortOrder: 1,
        name: 'Missions',
      });
      expect(restored.json()).toMatchObject({ active: true, name: 'Missions' });
      expect(await w.count('audit_log', `action = 'fund.update' and entity_id = '${fundId}'`)).toBe(2);
      for (const caller of ['member', 'leader', 'financeB', 'district'] as const) {
        expect((await w.pay(caller, 'PATCH', `funds/${fundId}`, { name: 'X' })).statusCode, caller).toBe(403);
      }
      expect((await w.pay('finance', 'PATCH', `funds/${fundId}`, { name: 'Tithes' })).statusCode).toBe(409);
      expect((await w.pay('finance', 'PATCH', `funds/${fundId}`, {})).statusCode).toBe(422);
    });
  });

  describe('giving settings', () => {
    it('answers defaults when none are saved: manual provider without PAYMENT_PROVIDER', async () => {
      const response = await w.pay('member', 'GET', 'giving-settings');
      expect(response.statusCode).toBe(200);
      expect(givingSettingsSchema.parse(response.json())).toMatchObject({
        localeId: w.ids.a,
        currency: 'PHP',
        provider: 'manual',
        onlineAvailable: false,
        onlineEnabled: true,
        fee: { percentBasisPoints: 290, fixedMinor: 30 },
      });
    });

    it('lets finance and the locale admin set them (audited); others 403', async () => {
      const input = {
        onlineEnabled: false,
        bankDetails: 'BDO 0012-3456-7890, Congregate Church',
        instructions: 'Write the reference on your transfer.',
        feePercentBasisPoints: 350,
        feeFixedMinor: 1500,
      };
      const saved = await w.pay('finance', 'PUT', `giving-settings/${w.ids.a}`, input);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        bankDetails: input.bankDetails,
        fee: { percentBasisPoints: 350 },
      });
      expect((await w.pay('secretary', 'PUT', `giving-settings/${w.ids.a}`, input)).statusCode).toBe(200);
      expect((await w.pay('member', 'GET', 'giving-settings')).json().bankDetails).toBe(input.bankDetails);
      expect(await w.count('audit_log', `action = 'giving_settings.update'`)).toBe(2);
      for (const caller of ['member', 'leader', 'financeB', 'secretaryB', 'district'] as const) {
        expect((await w.pay(caller, 'PUT', `giving-settings/${w.ids.a}`, input)).statusCode, caller).toBe(
          403,
        );
      }
      const tooHigh = await w.pay('finance', 'PUT', `giving-settings/${w.ids.a}`, {
        ...input,
        feePercentBasisPoints: 2001,
      });
      expect(tooHigh.statusCode).toBe(422);
    });
  });

  describe('GET /giving-access', () => {
    const levels = async (caller: GivingCaller, query = '') =>
      Object.fromEntries(
        givingAccessSchema
          .parse((await w.pay(caller, 'GET', `giving-access${query}`)).json())
          .locales.map((l) => [l.localeId, l.access]),
      );

    it('answers each caller the locales whose giving they may see, and how much', async () => {
      expect(await levels('member')).toEqual({});
      expect(await levels('leader')).toEqual({});
      expect(await levels('finance')).toEqual({ [w.ids.a]: 'manage' });
      expect(await levels('secretary')).toEqual({ [w.ids.a]: 'view' });
      expect(await levels('district')).toEqual({ [w.ids.a]: 'totals', [w.ids.b]: 'totals' });
      const all = await levels('superAdmin');
      expect([all[w.ids.a], all[w.ids.b], all[w.ids.c]]).toEqual(['manage', 'manage', 'manage']);
    });

    it('answers one locale with `localeId`, its level possibly none', async () => {
      expect(await levels('leader', `?localeId=${w.ids.a}`)).toEqual({ [w.ids.a]: 'none' });
      expect(await levels('financeB', `?localeId=${w.ids.b}`)).toEqual({ [w.ids.b]: 'manage' });
      expect((await w.pay(null, 'GET', 'giving-access')).statusCode).toBe(401);
    });
  });
});
