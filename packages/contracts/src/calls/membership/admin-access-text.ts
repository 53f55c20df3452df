// Who may make the admin calls about members, as their OpenAPI descriptions say it (one wording for all).

/** A call over the caller's admin scope. */
export const adminScopeText =
  'Admins only (super admin: everyone; district admin: their districts’ locales; locale admin: their locales); others 403.';

/** A change to one member, decided by an admin over that member's locale. */
export const overMemberText =
  'An admin over the member’s locale (or district, or a super admin); others 403. Audited.';
