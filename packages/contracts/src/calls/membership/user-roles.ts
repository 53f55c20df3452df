import { grantParams, roleGrantBodySchema, userIdParams, userRolesSchema } from '../../admin-members.ts';
import { defineCall, denied, refused } from '../define-call.ts';
import { adminScopeText, rule } from '../who.ts';

/** Admins over the user's member record (an account with none: super admins). */
const who = rule.record('user', 'params.userId', 'admins');

const tags = ['membership admin'];

/** A user's role grants, given and taken away by admins (the member detail's Roles). */
export const userRoleCalls = {
  list: defineCall({
    service: 'membership',
    method: 'GET',
    path: '/admin/users/:userId/roles',
    access: 'session',
    who,
    tags,
    summary: "A user's role grants",
    description: `${adminScopeText} The user's member record must be in the caller's scope.`,
    params: userIdParams,
    responses: { 200: userRolesSchema },
    errors: denied,
  }),

  grant: defineCall({
    service: 'membership',
    method: 'POST',
    path: '/admin/users/:userId/roles',
    access: 'session',
    who,
    tags,
    summary: 'Grant a role over a scope (audited)',
    description:
      'A locale admin grants flock_leader for flocks of their locale and locale_admin/finance/kiosk for their locale; ' +
      'a district admin the same within their district; only a super admin grants district_admin or super_admin. 409 if already held. ' +
      '`kiosk` belongs to a kiosk device’s own account (made by `POST /api/events/kiosks`) and every other role to a ' +
      'person’s: granting across answers 422 with `role_not_for_account` on `role`, and nothing is written.',
    params: userIdParams,
    body: roleGrantBodySchema,
    responses: { 201: userRolesSchema },
    errors: refused,
  }),

  revoke: defineCall({
    service: 'membership',
    method: 'DELETE',
    path: '/admin/users/:userId/roles/:grantId',
    access: 'session',
    who,
    tags,
    summary: 'Remove a role grant (audited); the same scope rules as granting',
    params: grantParams,
    responses: { 200: userRolesSchema },
    errors: refused,
  }),
};
