/*
 * The Google stand-in (a real OpenID provider, oidc-provider) as a process, for the journeys (issue 19):
 *   STAND_IN_PORT=12112 APP_URL=http://127.0.0.1:8181 GOOGLE_CLIENT_ID=… GOOGLE_CLIENT_SECRET=… \
 *   node --import tsx e2e/support/google-stand-in-server.ts
 * prints `ready` once it listens; the server runs with GOOGLE_ISSUER=http://127.0.0.1:<port> and the same client.
 * Its login page ("Sign-in") takes an account's e-mail address (or sub) and any password; then "Continue" consents.
 */
import { startGoogleProvider, type GoogleAccount } from '../../apps/server/test/social-stand-ins.ts';

/** The journeys' Google accounts: the demo member (her Congregate e-mail) and a person new to Congregate. */
const googleAccounts: GoogleAccount[] = [
  {
    sub: '108427061938201234501',
    email: 'member@example.org',
    emailVerified: true,
    name: 'Maria Dela Cruz',
    givenName: 'Maria',
    familyName: 'Dela Cruz',
  },
  {
    sub: '108427061938201234502',
    email: 'ana.santos.google@example.org',
    emailVerified: true,
    name: 'Ana Santos',
    givenName: 'Ana',
    familyName: 'Santos',
  },
];

const port = Number(process.env.STAND_IN_PORT ?? 12112);
const appUrl = (process.env.APP_URL ?? '').replace(/\/+$/, '');
const clientId = process.env.GOOGLE_CLIENT_ID;
const clientSecret = process.env.GOOGLE_CLIENT_SECRET;
if (!appUrl || !clientId || !clientSecret) {
  console.error(
    'APP_URL, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required (the app and its OAuth client)',
  );
  process.exit(1);
}
const standIn = await startGoogleProvider({
  port,
  clientId,
  clientSecret,
  redirectUris: [`${appUrl}/api/login/auth/google/callback`],
  accounts: googleAccounts,
});
console.log(`Google stand-in on ${standIn.issuer}`);
console.log('ready');
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
