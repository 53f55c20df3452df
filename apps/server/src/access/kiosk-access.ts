import type { Actor } from '../lib/actor.ts';
import { forbidden } from '../lib/errors.ts';

/** The locale a kiosk session serves, or null when the caller is not a kiosk. */
export function kioskLocaleOf(actor: Actor): string | null {
  if (actor.userType !== 'kiosk') return null;
  return actor.grants.find((g) => g.role === 'kiosk' && g.scopeId)?.scopeId ?? null;
}

/** The kiosk's locale; 403 for any other caller. */
export function requireKiosk(actor: Actor): string {
  const localeId = kioskLocaleOf(actor);
  if (!localeId) throw forbidden('Only a paired kiosk may do this');
  return localeId;
}
