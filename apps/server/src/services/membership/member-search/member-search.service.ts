import type { MemberListItem, MemberSearchBody } from '@congregate/contracts';
import type { Database } from '../../../db/client.ts';
import { findLocaleRef } from '../../../access/access.repository.ts';
import { outsideScope, requireAdminScope, scopeCoversLocale } from '../../../access/scope.ts';
import type { Actor } from '../../../lib/actor.ts';
import { forbidden } from '../../../lib/errors.ts';
import { localeListViewOf } from './member-search.policy.ts';
import { searchMembers, type ListCaches } from './member-search.repository.ts';

/** What a non-admin sees of another member in a directory list. */
const directoryView = (item: MemberListItem): MemberListItem => ({
  ...item,
  email: null,
  mobile: null,
  birthDate: null,
  gender: null,
});

/** `caches`: the locale and flock names and members' list rows that list pages show (the app's read caches). */
export function createMemberSearchService(db: Database, caches: ListCaches) {
  return {
    async search(actor: Actor, body: MemberSearchBody) {
      const scope = requireAdminScope(actor);
      if (body.localeId) {
        const locale = await findLocaleRef(db, body.localeId);
        if (!locale || !scopeCoversLocale(scope, locale))
          throw forbidden('This locale is outside your scope');
      }
      const { sort, cursor, limit, ...filters } = body;
      return searchMembers(db, caches, scope, filters, { sort, cursor, limit });
    },

    async byLocale(
      actor: Actor,
      localeId: string,
      query: { q?: string; cursor?: string; limit: number },
      withPhoto: boolean,
    ) {
      const locale = await findLocaleRef(db, localeId);
      const view = locale ? localeListViewOf(actor, locale) : null;
      if (!locale || !view)
        throw outsideScope(actor, Boolean(locale), 'The locale', 'This locale is outside your scope');
      const page = await searchMembers(
        db,
        caches,
        { all: true },
        {
          localeId,
          q: query.q,
          // A member's directory never matches the e-mail or mobile it hides.
          qFields: view === 'admin' ? 'all' : 'directory',
          withPhoto,
          endorsed: view === 'directory' ? true : undefined,
        },
        { sort: 'name', cursor: query.cursor, limit: query.limit },
      );
      return view === 'admin' ? page : { ...page, items: page.items.map(directoryView) };
    },

    /**
     * The caller's flock: a flock leader's led flocks (full rows), otherwise the member's own flock
     * (endorsed members, directory view). Flocks are small, so the list is not paged.
     */
    async flockMembers(actor: Actor) {
      if (!actor.endorsed) throw forbidden('Only endorsed members have a flock');
      const led = actor.grants.filter((g) => g.role === 'flock_leader' && g.scopeId).map((g) => g.scopeId!);
      const flockIds = led.length > 0 ? led : actor.flockId ? [actor.flockId] : [];
      if (flockIds.length === 0) return { items: [], total: 0 };
      const page = await searchMembers(
        db,
        caches,
        { all: true },
        { flockIds, endorsed: led.length > 0 ? undefined : true, qFields: 'directory' },
        { sort: 'name', limit: 1000 },
      );
      const items = led.length > 0 ? page.items : page.items.map(directoryView);
      return { items, total: page.total };
    },
  };
}
export type MemberSearchService = ReturnType<typeof createMemberSearchService>;
