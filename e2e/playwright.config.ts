import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './support/chromium.ts';
import { mailStandIn } from './support/mail.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
// A stand-in for Stripe's API and hosted checkout page (e2e/support/stripe-stand-in-server.ts): the server
// takes online gifts through it, and it signs and delivers the webhooks as Stripe would.
const stripePort = port + 1;
const stripeWebhookSecret = 'whsec_e2e_congregate_journeys';
// Stand-ins for Google (a real OpenID provider, oidc-provider) and Facebook (its login dialog, token endpoint and
// Graph's /me) for social sign-in (e2e/support/google-stand-in-server.ts, facebook-stand-in-server.ts).
const googlePort = port + 2;
const facebookPort = port + 3;
const google = { clientId: 'congregate-e2e.apps.example', clientSecret: 'GOCSPX-e2e-congregate-journeys' };
const facebook = { appId: '1000000000019019', appSecret: 'e2e0congregate0facebook0secret00' };
// A mailbox (e2e/support/mail-stand-in-server.ts): the server sends every e-mail to it by SMTP, and a journey
// reads a person's mail there — a guest's RSVP link, say — as they would (e2e/support/mail.ts).
// Each run gets a fresh embedded database filled with the demo data.
const dataDir = path.join(os.tmpdir(), `congregate-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A journey signs in, walks several pages and checks each with axe: on a CI machine busy with the other
  // suites the longest take 30 s or more.
  timeout: 60_000,
  // An assertion's wait includes the accessibility scan of a page reached meanwhile (e2e/accessibility.ts runs
  // it from a locator handler, before the assertion can pass): a few seconds on a busy machine.
  expect: { timeout: 15_000 },
  outputDir: '../test-results',
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace cost as much CPU as the journeys themselves: only a failed journey's retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  // A phone set to reduce motion: no step waits out a page's fade-in (e2e/pages-fade-in.spec.ts runs with it).
  projects: [
    // 390 px wide (the narrow phones people carry): every page the journeys open is checked not to scroll sideways
    // at this width, in English and Filipino (accessibility.ts).
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        browserName: 'chromium',
        reducedMotion: 'reduce',
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/stripe-stand-in-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${stripePort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        STAND_IN_PORT: String(stripePort),
        WEBHOOK_URL: `http://127.0.0.1:${port}/api/payment/gifts/webhook/stripe`,
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      },
    },
    {
      command: 'node --import tsx e2e/support/google-stand-in-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${googlePort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        STAND_IN_PORT: String(googlePort),
        APP_URL: `http://127.0.0.1:${port}`,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
      },
    },
    {
      command: 'node --import tsx e2e/support/facebook-stand-in-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${facebookPort}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        STAND_IN_PORT: String(facebookPort),
        FACEBOOK_APP_ID: facebook.appId,
        FACEBOOK_APP_SECRET: facebook.appSecret,
      },
    },
    {
      command: 'node --import tsx e2e/support/mail-stand-in-server.ts',
      cwd: '..',
      url: `${mailStandIn.url}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { STAND_IN_PORT: String(mailStandIn.httpPort), SMTP_PORT: String(mailStandIn.smtpPort) },
    },
    {
      // Congregate on a throwaway PostgreSQL (the production engine; PGlite keeps the server's parity suites).
      command: 'node --import tsx e2e/support/app-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      // Seeding the demo data on a machine busy with the other suites has taken over 2 minutes.
      timeout: 240_000,
      reuseExistingServer: false,
      // The server closes, then its database and PostgreSQL go (e2e/support/app-server.ts).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'true',
        NODE_ENV: 'test',
        // As behind a reverse proxy: every journey comes from 127.0.0.1, and names its own client address in
        // X-Forwarded-For (fixtures.ts, `journeyAddress`), so limits counted by address count each journey apart.
        TRUST_PROXY: 'loopback',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_e2e_congregate',
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_ISSUER: `http://127.0.0.1:${googlePort}`,
        FACEBOOK_APP_ID: facebook.appId,
        FACEBOOK_APP_SECRET: facebook.appSecret,
        FACEBOOK_DIALOG_URL: `http://127.0.0.1:${facebookPort}`,
        FACEBOOK_GRAPH_URL: `http://127.0.0.1:${facebookPort}`,
        SMTP_URL: `smtp://127.0.0.1:${mailStandIn.smtpPort}`,
        CHURCH_LEGAL_NAME: 'Congregate Church International, Inc.',
        CHURCH_ADDRESS: '1 Fellowship Way, Quezon City, Philippines',
      },
    },
  ],
});
