import { kioskMethods, type CheckInMethod } from '@congregate/contracts';
import { kioskLocaleOf } from '../../../access/kiosk-access.ts';
import { adminScopeOf } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';

/**
 * Under which rule a caller records a check-in:
 * - `kiosk`: a paired kiosk, for its locale (`qr`, `face`, `kiosk-search`, `household`);
 * - `self`: an endorsed member checking themself in (`qr-location`; `livestream` only through the video
 *   service's watching credit, `recordWatched`);
 * - `admin`: an admin over the gathering's locale (any method; audited);
 * - `leader`: a flock leader for their flock's members (`flock-leader`; audited).
 * Null: no rule lets the caller record this method.
 */
export type CheckInRule =
  { kind: 'kiosk'; localeId: string } | { kind: 'self' } | { kind: 'admin' } | { kind: 'leader' };

export const selfMethods: readonly CheckInMethod[] = ['qr-location'];

export function checkInRuleOf(
  actor: Actor,
  method: CheckInMethod,
  memberId: string | undefined,
): CheckInRule | null {
  const kioskLocale = kioskLocaleOf(actor);
  if (kioskLocale)
    return (kioskMethods as readonly CheckInMethod[]).includes(method)
      ? { kind: 'kiosk', localeId: kioskLocale }
      : null;
  const aboutSelf = memberId === undefined || memberId === actor.memberId;
  if (selfMethods.includes(method) && aboutSelf && actor.memberId && actor.endorsed) return { kind: 'self' };
  if (adminScopeOf(actor)) return { kind: 'admin' };
  if (method === 'flock-leader' && actor.endorsed && actor.grants.some((g) => g.role === 'flock_leader')) {
    return { kind: 'leader' };
  }
  return null;
}

/** The flocks a caller leads (endorsed leaders only). */
export function ledFlocks(actor: Actor): string[] {
  if (!actor.endorsed) return [];
  return actor.grants.filter((g) => g.role === 'flock_leader' && g.scopeId).map((g) => g.scopeId!);
}
