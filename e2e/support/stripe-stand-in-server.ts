/*
 * The Stripe stand-in as a process, for the journeys (issue 17):
 *   STAND_IN_PORT=12111 WEBHOOK_URL=http://127.0.0.1:3000/api/payment/gifts/webhook/stripe \
 *   STRIPE_WEBHOOK_SECRET=whsec_… node --import tsx e2e/support/stripe-stand-in-server.ts
 * prints `ready` once it listens; the server runs with STRIPE_API_URL=http://127.0.0.1:<port>.
 */
import { startStripeStandIn } from '../../apps/server/test/stripe-stand-in.ts';

const port = Number(process.env.STAND_IN_PORT ?? 12111);
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!webhookSecret) {
  console.error('STRIPE_WEBHOOK_SECRET is required (the same signing secret the server checks)');
  process.exit(1);
}
const standIn = await startStripeStandIn({ port, webhookSecret, webhookUrl: process.env.WEBHOOK_URL });
console.log(`Stripe stand-in on ${standIn.url}`);
console.log('ready');
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
