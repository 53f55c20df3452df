import {
  scopedThings,
  type Audience,
  type RuleInput,
  type ScopedThing,
  type WhoRule,
} from '@congregate/contracts';
import type { Executor } from '../db/executor.ts';
import { isSuperAdmin, type Actor } from '../lib/actor.ts';
import { forbidden, invalidInput } from '../lib/errors.ts';
import { localesOfFlocks } from './access.repository.ts';
import { givingAccessOf, givingAllows } from './giving-access.ts';
import { kioskLocaleOf, requireKiosk } from './kiosk-access.ts';
import { requireMember, type MemberInScope } from './member-access.ts';
import {
  administers,
  grantsCount,
  leadsFlock,
  ledFlockIds,
  outsideScope,
  requireAdminScope,
} from './scope.ts';
import { findThingPlace, type ThingPlace } from './scoped-things.ts';

declare const allowedRecord: unique symbol;

/**
 * A record a call's rule let the caller act on, made only by `applyWho`: a feature's service takes it instead
 * of a bare id, so it cannot be reached without the check. `localeId` is null for a record of the whole church.
 */
export interface RecordInScope<T extends ScopedThing = ScopedThing> extends ThingPlace {
  readonly thing: T;
  /** The audiences of the rule the caller passed as (an author who is not also an admin, say). */
  readonly as: readonly Audience[];
  readonly [allowedRecord]: true;
}

/** What a call's rule checked and loaded, handed to its handler. */
export interface Allowed {
  actor: Actor;
  record?: RecordInScope;
  member?: MemberInScope;
}

/** The request's parts a rule reads its id from. */
export interface RuleSource {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** The value at `params.id`, `query.localeId` or `body.localeId` of a request (already checked by its schema). */
export function ruleValue(source: RuleSource, from: RuleInput): string | undefined {
  const [part, key] = from.split('.') as ['params' | 'query' | 'body', string];
  const holder = source[part];
  const value = holder && typeof holder === 'object' ? (holder as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Audiences that only someone with an admin scope can be in: anyone else is refused before any lookup. */
const ADMIN_ONLY: ReadonlySet<Audience> = new Set<Audience>(['admins']);

/** Which of the rule's audiences the caller is in, for the record at `place`. */
async function audiencesOf(
  db: Executor,
  actor: Actor,
  place: ThingPlace,
  audiences: readonly Audience[],
): Promise<Audience[]> {
  const ref = place.localeId === null ? null : { id: place.localeId, districtId: place.districtId };
  const passed: Audience[] = [];
  for (const audience of audiences) {
    let yes = false;
    switch (audience) {
      case 'admins':
        yes = ref ? administers(actor, ref) : grantsCount(actor) && isSuperAdmin(actor);
        break;
      case 'members':
        yes = ref !== null && actor.endorsed && actor.localeId === ref.id;
        break;
      case 'leaders':
        if (place.flockId !== null) yes = leadsFlock(actor, place.flockId);
        else if (ref)
          yes = actor.endorsed && (await localesOfFlocks(db, ledFlockIds(actor))).includes(ref.id);
        break;
      case 'author':
        yes = place.authorUserId !== null && place.authorUserId === actor.userId;
        break;
      case 'finance':
        yes = ref !== null && givingAllows(givingAccessOf(actor, ref), 'view');
        break;
      case 'finance-managers':
        yes = ref ? givingAllows(givingAccessOf(actor, ref), 'manage') : isSuperAdmin(actor);
        break;
      case 'kiosks':
        yes = ref !== null && kioskLocaleOf(actor) === ref.id;
        break;
    }
    if (yes) passed.push(audience);
  }
  return passed;
}

/**
 * Applies a call's `who` rule to the caller before its handler runs, loading once what the rule needs. Refusals
 * reveal nothing: an id outside the scope and an unknown one both answer 403 (only a super admin learns 404).
 */
export async function applyWho(
  db: Executor,
  who: WhoRule | undefined,
  actor: Actor,
  source: RuleSource,
): Promise<Allowed> {
  if (!who) return { actor };
  switch (who.kind) {
    case 'signed-in':
    case 'data':
      return { actor };
    case 'endorsed':
      if (!actor.endorsed && actor.userType !== 'admin') {
        throw forbidden('Only endorsed members may do this');
      }
      return { actor };
    case 'any-admin':
      requireAdminScope(actor);
      return { actor };
    case 'super-admin':
      if (!isSuperAdmin(actor)) throw forbidden('Only a super admin may do this');
      return { actor };
    case 'kiosk':
      requireKiosk(actor);
      return { actor };
    case 'member': {
      const id = ruleValue(source, who.from);
      if (id === undefined) throw missing(who.from);
      return { actor, member: await requireMember(db, actor, id, who.action, who.refusal) };
    }
    case 'record': {
      const id = ruleValue(source, who.from);
      if (id === undefined) throw missing(who.from);
      if (who.audiences.every((a) => ADMIN_ONLY.has(a))) requireAdminScope(actor);
      const label = scopedThings[who.thing];
      const message = who.refusal ?? `This ${label} is outside your scope`;
      const place = await findThingPlace(db, who.thing, id);
      if (!place) throw outsideScope(actor, false, `The ${label}`, message);
      const as = await audiencesOf(db, actor, place, who.audiences);
      if (as.length === 0) throw outsideScope(actor, true, `The ${label}`, message);
      return { actor, record: { ...place, thing: who.thing, as } as unknown as RecordInScope };
    }
  }
}

/** A rule's id missing from a request whose schema let it through: the call's declaration is at fault. */
function missing(from: RuleInput) {
  return invalidInput([{ path: from.split('.')[1]!, message: 'Required' }]);
}

/**
 * A record for work authorised by something other than a caller's rule (the demo seed, a job). Say why at the
 * call site.
 */
export async function trustedRecord<T extends ScopedThing>(
  db: Executor,
  thing: T,
  id: string,
): Promise<RecordInScope<T> | null> {
  const place = await findThingPlace(db, thing, id);
  return place ? ({ ...place, thing, as: ['admins'] } as unknown as RecordInScope<T>) : null;
}
