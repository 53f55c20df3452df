import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * A stand-in for Stripe's API (issue 17), for the route tests and the journeys: the real SDK talks to it
 * through its `host`/`port`/`protocol` settings (STRIPE_API_URL). It answers the calls Congregate makes
 * (Checkout Sessions, refunds, subscription cancel) in Stripe's shapes, serves a small hosted checkout page
 * whose "Pay" makes the events Stripe would send, signs them with the SDK's own test-header helper and
 * delivers them to the webhook URL, then redirects to the session's `success_url` as Stripe does.
 */

/** A Checkout Session as the stand-in keeps it. */
export interface StandInSession {
  id: string;
  mode: 'payment' | 'subscription';
  url: string;
  status: 'open' | 'complete';
  amountMinor: number;
  currency: string;
  description: string;
  interval: 'week' | 'month' | null;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  customerEmail: string | null;
  paymentIntent: string | null;
  subscription: string | null;
}

/** A Stripe-shaped event (`evt_…`) before it is signed. */
export interface StandInEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: Record<string, unknown> };
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`: STRIPE_API_URL for the SDK. */
  url: string;
  port: number;
  close(): Promise<void>;
  sessions: Map<string, StandInSession>;
  /** The payment intents refunded, in order. */
  refunds: string[];
  cancelledSubscriptions: string[];
  /** Where events go (may be set after start, once the app's address is known). */
  webhookUrl: string | undefined;
  /** What "Pay" does: completes the session and delivers its events; answers them (delivered already). */
  completeCheckout(sessionId: string): Promise<StandInEvent[]>;
  /** The next charge of this subscription (`chargeSubscription`) fails. */
  failNextInvoice(subscriptionId: string): void;
  /** Charges a subscription once more: `invoice.paid`, or `invoice.payment_failed` after `failNextInvoice`. */
  chargeSubscription(subscriptionId: string): Promise<StandInEvent>;
  /** An event signed as Stripe signs it: the raw payload and the `Stripe-Signature` header. */
  signedEvent(event: StandInEvent, secret?: string): { payload: string; header: string };
  /** Signs and POSTs an event to `webhookUrl`; answers the webhook's status and body. */
  deliver(event: StandInEvent): Promise<{ status: number; body: string }>;
  /** Makes an event of a type around an object (id and time filled in). */
  event(type: string, object: Record<string, unknown>): StandInEvent;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Reads the SDK's form encoding (`line_items[0][price_data][currency]=php`) into nested objects. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

function stripeError(status: number, type: string, message: string, code?: string) {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The money as the hosted page shows it (`PHP 500.00`). */
function amountText(amountMinor: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 10 ** digits);
}

function payPage(session: StandInSession): string {
  const amount = amountText(session.amountMinor, session.currency.toUpperCase());
  const every = session.interval ? ` every ${session.interval}` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escapeHtml(amount)} — Stripe test checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}
button{font-size:1rem;padding:.6rem 1.4rem;background:#1c4fd8;color:#fff;border:0;border-radius:.4rem}
a{color:#1c4fd8}</style></head>
<body><main>
<h1>Pay ${escapeHtml(amount)}${escapeHtml(every)}</h1>
<p>${escapeHtml(session.description)}</p>
<p>This is a test checkout page: no card is charged.</p>
<form method="post" action="/pay/${encodeURIComponent(session.id)}">
<button type="submit">Pay</button>
</form>
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel</a></p>
</main></body></html>`;
}

/** Starts the stand-in on `port` (0: any free port). */
export async function startStripeStandIn(options: {
  webhookUrl?: string;
  webhookSecret: string;
  port?: number;
  host?: string;
}): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const refunds: string[] = [];
  const cancelledSubscriptions: string[] = [];
  /** Subscriptions made by completed sessions: what each charges. */
  const subscriptions = new Map<string, StandInSession>();
  const failing = new Set<string>();
  const signer = new Stripe('sk_test_stand_in');
  let baseUrl = '';

  const event = (type: string, object: Record<string, unknown>): StandInEvent => ({
    id: newId('evt'),
    object: 'event',
    type,
    created: now(),
    api_version: Stripe.API_VERSION,
    livemode: false,
    data: { object },
  });

  const signedEvent = (evt: StandInEvent, secret = options.webhookSecret) => {
    const payload = JSON.stringify(evt);
    return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret }) };
  };

  const standIn: StripeStandIn = {
    url: '',
    port: 0,
    sessions,
    refunds,
    cancelledSubscriptions,
    webhookUrl: options.webhookUrl,
    event,
    signedEvent,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async deliver(evt) {
      if (!standIn.webhookUrl) throw new Error('The stand-in has no webhook URL');
      const { payload, header } = signedEvent(evt);
      const response = await fetch(standIn.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
      return { status: response.status, body: await response.text() };
    },
    failNextInvoice(subscriptionId) {
      failing.add(subscriptionId);
    },
    async chargeSubscription(subscriptionId) {
      const session = subscriptions.get(subscriptionId);
      const invoice = invoiceOf(subscriptionId, session);
      let evt: StandInEvent;
      if (failing.delete(subscriptionId)) {
        evt = event('invoice.payment_failed', {
          ...invoice,
          status: 'open',
          amount_paid: 0,
          last_finalization_error: { message: 'Your card has insufficient funds.' },
        });
      } else {
        evt = event('invoice.paid', invoice);
      }
      if (standIn.webhookUrl) await standIn.deliver(evt);
      return evt;
    },
    async completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      session.status = 'complete';
      const events: StandInEvent[] = [];
      if (session.mode === 'payment') {
        session.paymentIntent = newId('pi');
      } else {
        session.subscription = newId('sub');
        subscriptions.set(session.subscription, session);
      }
      events.push(event('checkout.session.completed', sessionObject(session)));
      if (session.subscription) events.push(event('invoice.paid', invoiceOf(session.subscription, session)));
      if (standIn.webhookUrl) for (const evt of events) await standIn.deliver(evt);
      return events;
    },
  };

  function invoiceOf(subscriptionId: string, session: StandInSession | undefined) {
    return {
      id: newId('in'),
      object: 'invoice',
      status: 'paid',
      amount_paid: session?.amountMinor ?? 0,
      currency: session?.currency ?? 'php',
      created: now(),
      status_transitions: { paid_at: now() },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: session?.metadata ?? {} },
      },
      payments: {
        object: 'list',
        data: [
          { object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: newId('pi') } },
        ],
      },
    };
  }

  function sessionObject(session: StandInSession) {
    return {
      id: session.id,
      object: 'checkout.session',
      mode: session.mode,
      status: session.status,
      url: session.status === 'open' ? session.url : null,
      amount_total: session.amountMinor,
      currency: session.currency,
      client_reference_id: session.clientReferenceId,
      metadata: session.metadata,
      customer_email: session.customerEmail,
      success_url: session.successUrl,
      cancel_url: session.cancelUrl,
      payment_intent: session.paymentIntent,
      subscription: session.subscription,
      payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
      created: now(),
    };
  }

  function createSession(form: Record<string, unknown>) {
    const mode = form.mode === 'subscription' ? 'subscription' : form.mode === 'payment' ? 'payment' : null;
    const items = form.line_items as Record<string, Record<string, unknown>> | undefined;
    const price = items?.['0']?.price_data as Record<string, unknown> | undefined;
    if (!mode || !price || typeof form.success_url !== 'string' || typeof form.cancel_url !== 'string') {
      return stripeError(
        400,
        'invalid_request_error',
        'Missing required param: mode, line_items or urls.',
        'parameter_missing',
      );
    }
    const recurring = price.recurring as { interval?: string } | undefined;
    const interval =
      recurring?.interval === 'week' || recurring?.interval === 'month' ? recurring.interval : null;
    if ((mode === 'subscription') !== (interval !== null)) {
      return stripeError(
        400,
        'invalid_request_error',
        'A subscription needs a recurring price.',
        'parameter_invalid',
      );
    }
    const id = newId('cs');
    const session: StandInSession = {
      id,
      mode,
      url: `${baseUrl}/pay/${id}`,
      status: 'open',
      amountMinor: Number(price.unit_amount),
      currency: String(price.currency),
      description: String((price.product_data as { name?: string } | undefined)?.name ?? ''),
      interval,
      successUrl: form.success_url,
      cancelUrl: form.cancel_url,
      clientReferenceId: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      customerEmail: typeof form.customer_email === 'string' ? form.customer_email : null,
      paymentIntent: null,
      subscription: null,
    };
    sessions.set(id, session);
    return { status: 200, body: sessionObject(session) };
  }

  async function answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(body));
    };
    if (method === 'GET' && url.pathname === '/health') return send(200, { ok: true });

    const pay = /^\/pay\/([\w-]+)$/.exec(url.pathname);
    if (pay) {
      const session = sessions.get(pay[1]!);
      if (!session) {
        response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          '<!doctype html><html lang="en"><title>Not found</title><h1>No such checkout</h1></html>',
        );
      }
      if (method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(payPage(session));
      }
      if (method === 'POST') {
        await readBody(request);
        if (session.status === 'open') await standIn.completeCheckout(session.id);
        response.writeHead(303, {
          location: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id),
        });
        return response.end();
      }
    }

    if (!url.pathname.startsWith('/v1/')) {
      const missing = stripeError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${method}: ${url.pathname}).`,
      );
      return send(missing.status, missing.body);
    }
    if (!/^Bearer sk_/.test(request.headers.authorization ?? '')) {
      const denied = stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
      return send(denied.status, denied.body);
    }
    const form = parseStripeForm(await readBody(request));

    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const made = createSession(form);
      return send(made.status, made.body);
    }
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (method === 'GET' && session && sessions.has(session[1]!)) {
      return send(200, sessionObject(sessions.get(session[1]!)!));
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      const paymentIntent = form.payment_intent;
      if (typeof paymentIntent !== 'string') {
        const bad = stripeError(
          400,
          'invalid_request_error',
          'Missing required param: payment_intent.',
          'parameter_missing',
        );
        return send(bad.status, bad.body);
      }
      refunds.push(paymentIntent);
      return send(200, {
        id: newId('re'),
        object: 'refund',
        payment_intent: paymentIntent,
        status: 'succeeded',
      });
    }
    const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(url.pathname);
    if (method === 'DELETE' && subscription) {
      const id = subscription[1]!;
      if (cancelledSubscriptions.includes(id)) {
        const gone = stripeError(
          404,
          'invalid_request_error',
          `No such subscription: '${id}'`,
          'resource_missing',
        );
        return send(gone.status, gone.body);
      }
      cancelledSubscriptions.push(id);
      return send(200, { id, object: 'subscription', status: 'canceled', canceled_at: now() });
    }
    const missing = stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${url.pathname}).`,
    );
    return send(missing.status, missing.body);
  }

  const server = http.createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;
  standIn.url = baseUrl;
  standIn.port = port;
  return standIn;
}
