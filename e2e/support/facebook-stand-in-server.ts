/*
 * The Facebook stand-in (login dialog, token endpoint, Graph's /me, v4.0) as a process, for the journeys (issue 19):
 *   STAND_IN_PORT=12113 FACEBOOK_APP_ID=… FACEBOOK_APP_SECRET=… node --import tsx e2e/support/facebook-stand-in-server.ts
 * prints `ready` once it listens; the server runs with FACEBOOK_DIALOG_URL and FACEBOOK_GRAPH_URL both
 * http://127.0.0.1:<port> and the same app. Its dialog "Log in to Facebook (stand-in)" has "Continue as Ben Cruz"
 * and "Cancel".
 */
import { startFacebookStandIn, type FacebookUser } from '../../apps/server/test/social-stand-ins.ts';

/** The journeys' Facebook user: a person new to Congregate. */
const facebookUsers: FacebookUser[] = [
  {
    id: '10160245879316420',
    email: 'ben.cruz.fb@example.org',
    name: 'Ben Cruz',
    firstName: 'Ben',
    lastName: 'Cruz',
  },
];

const port = Number(process.env.STAND_IN_PORT ?? 12113);
const appId = process.env.FACEBOOK_APP_ID;
const appSecret = process.env.FACEBOOK_APP_SECRET;
if (!appId || !appSecret) {
  console.error('FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are required (the Facebook app the server uses)');
  process.exit(1);
}
const standIn = await startFacebookStandIn({ port, appId, appSecret, users: facebookUsers });
console.log(`Facebook stand-in on ${standIn.dialogUrl}`);
console.log('ready');
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
