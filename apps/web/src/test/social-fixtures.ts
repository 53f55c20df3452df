import {
  pendingSocialSignInSchema,
  type PendingSocialSignIn,
  type SocialProvider,
} from '@congregate/contracts';

/** A pending provider sign-in's token as the callback puts it in the address (`?social=`). */
export const socialToken = 'pending-social-token-0123456789abcdef';

/** A provider sign-in waiting for its next step, checked against the contract so that it cannot drift. */
export function makePendingSocialSignIn(
  next: PendingSocialSignIn['next'],
  provider: SocialProvider = 'google',
): PendingSocialSignIn {
  return pendingSocialSignInSchema.parse({
    next,
    provider,
    user: {
      id: 'provider-subject-1',
      name: 'Maria Santos',
      email: 'maria.santos@example.org',
      photoUrl: 'https://lh3.example.com/photo.jpg',
      firstName: 'Maria',
      lastName: 'Santos',
      authToken: null,
      idToken: null,
      authorizationCode: null,
      response: null,
      provider,
    },
    accountEmail: next === 'confirm' ? 'ma***@example.org' : null,
    expiresAt: '2026-12-31T00:30:00.000Z',
  });
}
