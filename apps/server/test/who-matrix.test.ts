import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as contracts from '@congregate/contracts';
import {
  fillPath,
  queryString,
  scopedThings,
  servicePrefixes,
  type CallSpec,
  type ScopedThing,
  type WhoRule,
} from '@congregate/contracts';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../src/db/executor.ts';
import { as, createDemoApp, signIn, type SignedIn, type TestApp } from './harness.ts';
import { makeAccount, TEST_PASSWORD } from './factories.ts';

/**
 * The scope matrix read from the calls' own declarations (`who` on each descriptor, `contracts/calls/who.ts`):
 * every call whose rule is about a record or a member is sent, with that record of the demo church, by callers
 * outside the rule — an admin and a member of another locale, and a plain member of its own locale where the
 * rule is for admins — and each is refused 403 before anything is read or written. The callers inside it (an
 * admin of its locale, finance where the rule is finance's) get past the rule on every read. A call written
 * tomorrow is tested here the day it declares its rule; a session call that declares none fails `finds a rule
 * declared on every session call`.
 */

const ANY_UUID = '00000000-0000-4000-8000-000000000000';

/** Every call the contracts describe. */
function allCalls(): CallSpec[] {
  const found: CallSpec[] = [];
  for (const value of Object.values(contracts)) {
    if (!value || typeof value !== 'object') continue;
    for (const call of Object.values(value as Record<string, unknown>)) {
      const spec = call as Partial<CallSpec>;
      if (
        spec &&
        typeof spec === 'object' &&
        typeof spec.method === 'string' &&
        typeof spec.path === 'string'
      ) {
        if (spec.service && spec.access && spec.responses && !found.includes(spec as CallSpec)) {
          found.push(spec as CallSpec);
        }
      }
    }
  }
  return found;
}

const nameOf = (call: CallSpec) =>
  `${call.method} ${call.root ? '' : servicePrefixes[call.service]}${call.path}`;

/** Where a thing's id and locale are read from, when not `id` and `locale_id` of its table. */
interface Columns {
  from: string;
  id: string;
  localeId: string;
}

/** The table each record rule's thing lives in, to find one of the demo church's. */
const tables: Record<ScopedThing, string | Columns> = {
  locale: 'locales',
  flock: 'flocks',
  'church-group': 'church_groups',
  announcement: 'announcements',
  'church-event': 'church_events',
  gathering: 'gatherings',
  kiosk: 'kiosks',
  'qr-location': 'qr_locations',
  pep: 'peps',
  'follow-up': 'pep_follow_ups',
  award: 'awards',
  category: 'categories',
  livestream: 'livestreams',
  'gift-batch': 'gift_batches',
  'statement-run': 'statement_runs',
  'record-board-entry': 'record_board_entries',
  'member-note': 'member_notes',
  'check-in': 'check_ins',
  fund: 'funds',
  // A user account sits where its member record does.
  user: { from: 'members', id: 'user_id', localeId: 'current_locale_id' },
  // A transfer, in the locale receiving the member.
  transfer: { from: 'transfer_requests', id: 'id', localeId: 'to_locale_id' },
};

function columnsOf(thing: ScopedThing): Columns {
  const table = tables[thing];
  if (typeof table !== 'string') return table;
  return { from: table, id: 'id', localeId: table === 'locales' ? 'id' : 'locale_id' };
}

interface Place {
  id: string;
  localeId: string;
}

type Rule = Extract<WhoRule, { kind: 'record' | 'member' }>;

describe('the scope matrix read from each call’s declared rule (PGlite, the demo church)', () => {
  let demo: TestApp;
  let app: FastifyInstance;
  const places = new Map<string, Place | null>();
  const callers = new Map<string, { admin: SignedIn; member: SignedIn; finance: SignedIn }>();
  let otherLocaleOf: (localeId: string) => string;

  const session = (call: CallSpec) => call.access === 'session';
  const calls = allCalls();
  const ruled = calls.filter(
    (call): call is CallSpec & { who: Rule } =>
      session(call) && (call.who?.kind === 'record' || call.who?.kind === 'member'),
  );

  async function placeOf(rule: Rule): Promise<Place | null> {
    const key = rule.kind === 'member' ? 'member' : rule.thing;
    if (!places.has(key)) {
      const columns: Columns =
        rule.kind === 'member'
          ? { from: 'members', id: 'id', localeId: 'current_locale_id' }
          : columnsOf(rule.thing);
      const extra = rule.kind === 'record' && rule.thing === 'kiosk' ? sql`and revoked_at is null` : sql``;
      const [row] = await queryRows<Place>(
        demo.db,
        sql`select ${sql.raw(columns.id)} as id, ${sql.raw(columns.localeId)} as "localeId"
            from ${sql.raw(columns.from)}
            where ${sql.raw(columns.id)} is not null and ${sql.raw(columns.localeId)} is not null ${extra}
            order by ${sql.raw(columns.id)} limit 1`,
      );
      places.set(key, row ?? (rule.kind === 'record' ? await madeFor(rule.thing) : null));
    }
    return places.get(key)!;
  }

  /**
   * A record the demo church has none of (it shows no finished statement run: its finance officer makes one),
   * made here in its first locale with no more than its table requires.
   */
  async function madeFor(thing: ScopedThing): Promise<Place | null> {
    const makers: Partial<Record<ScopedThing, (localeId: string) => ReturnType<typeof sql>>> = {
      'statement-run': (localeId) =>
        sql`insert into statement_runs (locale_id, year, status) values (${localeId}, 2025, 'done')
            returning id, locale_id as "localeId"`,
    };
    const make = makers[thing];
    if (!make) return null;
    const [locale] = await queryRows<{ id: string }>(
      demo.db,
      sql`select id from locales order by id limit 1`,
    );
    const [row] = await queryRows<Place>(demo.db, make(locale!.id));
    return row ?? null;
  }

  async function callersOf(localeId: string) {
    if (!callers.has(localeId)) {
      const make = async (grants: Parameters<typeof makeAccount>[1]['grants']) =>
        signIn(app, (await makeAccount(demo.db, { localeId, grants })).email, TEST_PASSWORD);
      callers.set(localeId, {
        admin: await make([{ role: 'locale_admin', scopeType: 'locale', scopeId: localeId }]),
        member: await make([]),
        finance: await make([{ role: 'finance', scopeType: 'locale', scopeId: localeId }]),
      });
    }
    return callers.get(localeId)!;
  }

  /** The call with the rule's id set to `id` and every other path parameter an unknown id; no other input. */
  function request(call: CallSpec & { who: Rule }, id: string) {
    const [part, key] = call.who.from.split('.') as ['params' | 'query' | 'body', string];
    const params: Record<string, string> = {};
    for (const match of call.path.matchAll(/:([A-Za-z0-9_]+)/g)) params[match[1]!] = ANY_UUID;
    if (part === 'params') params[key] = id;
    const prefix = call.root ? '' : servicePrefixes[call.service].replace(/\/$/, '');
    const url = `${prefix}${fillPath(call, params)}${part === 'query' ? queryString({ [key]: id }) : ''}`;
    return {
      method: call.method,
      url,
      ...(call.method === 'GET' ? {} : { payload: part === 'body' ? { [key]: id } : {} }),
    } as const;
  }

  beforeAll(async () => {
    demo = await createDemoApp();
    app = demo.app;
    const locales = await queryRows<{ id: string }>(demo.db, sql`select id from locales order by id`);
    otherLocaleOf = (localeId) => locales.find((l) => l.id !== localeId)!.id;
  }, 180_000);
  afterAll(async () => {
    await demo?.close();
  });

  it('finds a record of the demo church for every thing a rule names', async () => {
    const missing: string[] = [];
    for (const call of ruled)
      if (!(await placeOf(call.who))) missing.push(`${nameOf(call)}: no ${JSON.stringify(call.who)}`);
    expect(missing).toEqual([]);
    expect(ruled.length).toBeGreaterThan(0);
  });

  it('refuses every caller outside each call’s rule with 403, before its input is read', async () => {
    const wrong: string[] = [];
    for (const call of ruled) {
      const place = (await placeOf(call.who))!;
      const elsewhere = await callersOf(otherLocaleOf(place.localeId));
      const home = await callersOf(place.localeId);
      const outsiders: [string, SignedIn][] = [
        ['an admin of another locale', elsewhere.admin],
        ['a member of another locale', elsewhere.member],
        ['finance of another locale', elsewhere.finance],
      ];
      const audiences = call.who.kind === 'record' ? call.who.audiences : [];
      const forMembersOfTheLocale = audiences.some((a) =>
        ['members', 'leaders', 'author', 'kiosks'].includes(a),
      );
      const aboutThemselves = call.who.kind === 'member' && call.who.action !== 'manage';
      if (!forMembersOfTheLocale && !aboutThemselves)
        outsiders.push(['a plain member of its locale', home.member]);
      for (const [who, caller] of outsiders) {
        const response = await as(app, caller, request(call, place.id));
        if (response.statusCode !== 403) wrong.push(`${nameOf(call)} as ${who}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the callers inside each read’s rule past it', async () => {
    const wrong: string[] = [];
    for (const call of ruled.filter((c) => c.method === 'GET')) {
      const place = (await placeOf(call.who))!;
      const home = await callersOf(place.localeId);
      const audiences = call.who.kind === 'record' ? call.who.audiences : ['admins'];
      const insiders: [string, SignedIn][] = [];
      if (audiences.includes('admins') || audiences.includes('finance'))
        insiders.push(['its admin', home.admin]);
      if (audiences.includes('finance-managers') || audiences.includes('finance')) {
        insiders.push(['its finance', home.finance]);
      }
      if (audiences.includes('members')) insiders.push(['its member', home.member]);
      for (const [who, caller] of insiders) {
        const response = await as(app, caller, request(call, place.id));
        if ([401, 403].includes(response.statusCode))
          wrong.push(`${nameOf(call)} as ${who}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('sends a stranger away (401) from every session call', async () => {
    const wrong: string[] = [];
    for (const call of calls.filter(session)) {
      const params: Record<string, string> = {};
      for (const match of call.path.matchAll(/:([A-Za-z0-9_]+)/g)) params[match[1]!] = ANY_UUID;
      const prefix = call.root ? '' : servicePrefixes[call.service].replace(/\/$/, '');
      const response = await as(app, null, {
        method: call.method,
        url: `${prefix}${fillPath(call, params)}`,
        ...(call.method === 'GET' ? {} : { payload: {} }),
      });
      if (response.statusCode !== 401) wrong.push(`${nameOf(call)}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('says in the OpenAPI document who may call each call that declares a rule', () => {
    const doc = app.swagger() as { paths: Record<string, Record<string, { description?: string }>> };
    const unsaid = calls
      .filter((call) => call.who)
      .filter((call) => {
        const prefix = call.root ? '' : servicePrefixes[call.service].replace(/\/$/, '');
        const openApiPath = `${prefix}${call.path}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
        const operation =
          doc.paths[openApiPath]?.[call.method.toLowerCase()] ??
          doc.paths[openApiPath.replace(/(.)\/$/, '$1')]?.[call.method.toLowerCase()];
        return !operation?.description?.startsWith('Who may call:');
      })
      .map(nameOf);
    expect(unsaid).toEqual([]);
  });

  it('finds a rule declared on every session call', () => {
    const undeclared = calls.filter((call) => session(call) && !call.who).map(nameOf);
    expect(undeclared).toEqual([]);
    expect(calls.filter(session).length).toBeGreaterThan(0);
  });

  it('names the things its rules may name', () => {
    expect(Object.keys(tables).sort()).toEqual(Object.keys(scopedThings).sort());
  });
});
