import { rolePermissions, type Permission, type Role, type ScopeType, type UserType } from './actor-types.ts';

export interface Grant {
  role: Role;
  scopeType: ScopeType;
  scopeId: string | null;
}

/** The signed-in caller, resolved from the session by the server (never from the request body). */
export interface Actor {
  userId: string;
  sessionId: string;
  sessionExpiresAt: Date;
  email: string;
  userType: UserType;
  memberId: string | null;
  localeId: string | null;
  flockId: string | null;
  endorsed: boolean;
  grants: Grant[];
  via: 'cookie' | 'bearer';
}

export function permissionsOf(grants: readonly Grant[]): Permission[] {
  const set = new Set<Permission>();
  for (const grant of grants) for (const permission of rolePermissions[grant.role]) set.add(permission);
  return [...set];
}

export function hasRole(actor: Actor, role: Role, scopeId?: string | null): boolean {
  return actor.grants.some((g) => g.role === role && (scopeId === undefined || g.scopeId === scopeId));
}

export const isSuperAdmin = (actor: Actor) => hasRole(actor, 'super_admin');
