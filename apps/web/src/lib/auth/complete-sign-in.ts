import type { AuthSession } from '@congregate/contracts';
import { storage } from '../storage/index.ts';
import { loadProfile } from './api/get-my-profile.ts';
import { loadUserAccess } from './api/get-user-access.ts';
import { isEndorsed, markSignedIn, storeAwaitingEndorsement } from './session.ts';

/**
 * After sign-in or registration: mark the cookie session, load the profile and user access into
 * storage, and say where to go. Whatever was stored for an earlier user is dropped first.
 */
export async function completeSignIn(
  session: Pick<AuthSession, 'userId'>,
): Promise<'/tabs/tab7' | '/not-authorized'> {
  storage.clear();
  markSignedIn();
  try {
    const profile = await loadProfile({ fresh: true });
    if (!isEndorsed(profile)) {
      storeAwaitingEndorsement(profile);
      return '/not-authorized';
    }
    await loadUserAccess(session.userId);
    return '/tabs/tab7';
  } catch (error) {
    storage.clear();
    throw error;
  }
}
