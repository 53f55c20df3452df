import type { Profile } from '@congregate/contracts';
import { SESSION_MARKER, storage } from '../storage/index.ts';

/** Records that a cookie session exists (the token itself stays in the httpOnly cookie). */
export function markSignedIn(): void {
  storage.set('access_token', SESSION_MARKER);
}

export function hasSession(): boolean {
  return storage.get('access_token') !== null;
}

/** The few values the not-authorized page shows while an account waits for endorsement. */
export function storeAwaitingEndorsement(profile: Profile): void {
  const { member } = profile;
  storage.set('member_name', `${member.firstName} ${member.lastName}`.trim());
  if (member.email) storage.set('email', member.email);
  storage.set('localeName', member.currentLocaleName);
}

export function isEndorsed(profile: Profile): boolean {
  return profile.member.endorsed === true;
}
