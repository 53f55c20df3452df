import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
// A stand-in for Stripe's API and hosted checkout page (e2e/support/stripe-stand-in-server.ts): the server
// takes online gifts through it, and it signs and delivers the webhooks as Stripe would.
const stripePort = port + 1;
const stripeWebhookSecret = 'whsec_e2e_congregate_journeys';
// Each run gets a fresh embedded database filled with the demo data.
const dataDir = path.join(os.tmpdir(), `congregate-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results',
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
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
      command: 'node --import tsx apps/server/src/server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'true',
        NODE_ENV: 'test',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_e2e_congregate',
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
        CHURCH_LEGAL_NAME: 'Congregate Church International, Inc.',
        CHURCH_ADDRESS: '1 Fellowship Way, Quezon City, Philippines',
      },
    },
  ],
});
