export {
  fetchMyProfile,
  loadProfile,
  profileQueryOptions,
  refreshMyProfile,
  setMyProfile,
  storeProfile,
  useProfile,
  useRefreshProfile,
} from './api/get-my-profile.ts';
export {
  fetchUserAccess,
  loadUserAccess,
  userAccessQueryOptions,
  useUserAccess,
} from './api/get-user-access.ts';
export { postLogout, signOut, useSignOut } from './api/sign-out.ts';
export { hasSession, isEndorsed, markSignedIn, storeAwaitingEndorsement } from './session.ts';
export { completeSignIn } from './complete-sign-in.ts';
