/*
 * The social sign-in providers on loopback (issue 19), for the route tests and the journeys:
 *  - "Google": a real OpenID provider (oidc-provider 9) with its development login and consent pages;
 *  - "Facebook": a small server answering Facebook's login dialog, token endpoint and Graph `/me` (v4.0);
 *  - a crafted issuer that signs whatever ID token a test asks for (the negative cases).
 * Each listens on 127.0.0.1 (port 0 = any free port) and closes with `close()`.
 */
export * from './social-stand-ins/google.ts';
export * from './social-stand-ins/facebook.ts';
export * from './social-stand-ins/crafted-issuer.ts';
