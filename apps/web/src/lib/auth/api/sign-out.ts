import { authCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { queryClient } from '../../query-client.ts';
import { storage } from '../../storage/index.ts';

/** `POST login auth/logout`. */
export function postLogout(): Promise<{ ok: true }> {
  return callApi(authCalls.logout);
}

/** Ends the session on the server when it can, and always forgets everything on this device. */
export async function signOut(): Promise<void> {
  try {
    await postLogout();
  } catch {
    // Already signed out, or offline: the local state is cleared either way.
  } finally {
    storage.clear();
    queryClient.clear();
  }
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
