import { redirect } from 'react-router';
import { hasSession, isEndorsed, loadProfile, storeAwaitingEndorsement } from '../lib/auth/index.ts';
import { storage } from '../lib/storage/index.ts';

/**
 * Login-required guard (spec section 4), as a route loader:
 * no session → /login; profile not endorsed → /not-authorized (with a few values stored);
 * profile fails to load → storage cleared, /login; endorsed → the page.
 */
export async function requireEndorsedMember(): Promise<null> {
  if (!hasSession()) throw redirect('/login');
  let profile;
  try {
    profile = await loadProfile();
  } catch {
    storage.clear();
    throw redirect('/login');
  }
  if (!isEndorsed(profile)) {
    storeAwaitingEndorsement(profile);
    throw redirect('/not-authorized');
  }
  return null;
}

/**
 * Already-signed-in guard (spec section 4) for login, register and visitor:
 * a session whose profile loads → /tabs/tab7; no session or a failed load → storage cleared, the page.
 */
export async function redirectSignedIn(): Promise<null> {
  if (!hasSession()) {
    storage.clear();
    return null;
  }
  try {
    await loadProfile();
  } catch {
    storage.clear();
    return null;
  }
  throw redirect('/tabs/tab7');
}
