import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A subscription as the local Stripe keeps it; answered in the shape of Stripe's subscription object. */
export interface LocalStripeSubscription {
  id: string;
  customer: string;
  price: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  trialEnd: number | null;
  periodStart: number;
  periodEnd: number;
  latestInvoice: string | null;
}

export interface LocalStripeRequest {
  method: string;
  path: string;
  /** Query string and form body together, as Stripe's client encodes them. */
  params: URLSearchParams;
  idempotencyKey: string | null;
}

/**
 * A small stateful server in the shape of Stripe's API, for the webhook paths stripe-mock cannot
 * play (it answers fixtures and keeps no state): checkout sessions that name their subscription,
 * subscriptions that change, invoice payments and refunds. Every request is recorded.
 */
export interface LocalStripe {
  url: string;
  requests: LocalStripeRequest[];
  subscriptions: Map<string, LocalStripeSubscription>;
  /** Checkout session id → the subscription it created (null while open). */
  sessions: Map<string, { customer: string; subscription: string | null }>;
  /** Invoice id → its payments: amount paid and the payment intent. */
  invoicePayments: Map<string, { id: string; amount: number; paymentIntent: string }[]>;
  /** How many of the next refund requests fail (with a card error, which Stripe's client does not retry). */
  failRefunds: number;
  close(): Promise<void>;
}

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

function subscriptionJson(subscription: LocalStripeSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: false,
    trial_end: subscription.trialEnd,
    schedule: null,
    latest_invoice: subscription.latestInvoice,
    items: {
      object: 'list',
      data: [{ id: `si_${subscription.id}`, object: 'subscription_item', price: { id: subscription.price, object: 'price' }, current_period_start: subscription.periodStart, current_period_end: subscription.periodEnd }],
    },
  };
}

async function paramsOf(req: IncomingMessage, url: URL): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const params = new URLSearchParams(url.search);
  for (const [key, value] of new URLSearchParams(Buffer.concat(chunks).toString())) params.append(key, value);
  return params;
}

export async function startLocalStripe(): Promise<LocalStripe> {
  const requests: LocalStripeRequest[] = [];
  const subscriptions = new Map<string, LocalStripeSubscription>();
  const sessions = new Map<string, { customer: string; subscription: string | null }>();
  const invoicePayments = new Map<string, { id: string; amount: number; paymentIntent: string }[]>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_local${++counter}`;

  const local: LocalStripe = {
    url: '',
    requests,
    subscriptions,
    sessions,
    invoicePayments,
    failRefunds: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    void paramsOf(req, url).then((params) => {
      const method = req.method ?? 'GET';
      const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      requests.push({ method, path: url.pathname, params, idempotencyKey });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const missing = () => send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` } });
      const [, version, resource, id, action] = url.pathname.split('/');
      if (version !== 'v1') return missing();

      if (resource === 'customers' && method === 'POST') return send(200, { id: nextId('cus'), object: 'customer' });
      if (resource === 'checkout' && id === 'sessions' && method === 'POST' && !action) {
        const sessionId = nextId('cs');
        sessions.set(sessionId, { customer: params.get('customer') ?? '', subscription: null });
        return send(200, { id: sessionId, object: 'checkout.session', url: `https://checkout.stripe.test/${sessionId}` });
      }
      if (resource === 'checkout' && id === 'sessions' && method === 'GET' && action) {
        const session = sessions.get(action);
        return session ? send(200, { id: action, object: 'checkout.session', customer: session.customer, subscription: session.subscription }) : missing();
      }
      if (resource === 'subscriptions' && id) {
        const subscription = subscriptions.get(id);
        if (!subscription) return missing();
        if (method === 'DELETE') {
          if (subscription.status === 'canceled') return send(400, { error: { type: 'invalid_request_error', message: 'This subscription is already canceled.' } });
          subscription.status = 'canceled';
        } else if (method === 'POST' && params.get('trial_end') === 'now') {
          Object.assign(subscription, { status: 'active', trialEnd: now(), periodStart: now(), periodEnd: now() + 30 * DAY });
        }
        return send(200, subscriptionJson(subscription));
      }
      if (resource === 'invoice_payments' && method === 'GET') {
        const invoice = params.get('invoice') ?? '';
        const data = (invoicePayments.get(invoice) ?? []).map((payment) => ({
          id: payment.id,
          object: 'invoice_payment',
          amount_paid: payment.amount,
          invoice,
          status: 'paid',
          payment: { type: 'payment_intent', payment_intent: payment.paymentIntent },
        }));
        return send(200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data });
      }
      if (resource === 'refunds' && method === 'POST') {
        if (local.failRefunds > 0) {
          local.failRefunds -= 1;
          return send(402, { error: { type: 'card_error', message: 'The refund could not be made.' } });
        }
        const paid = [...invoicePayments.values()].flat().find((payment) => payment.paymentIntent === params.get('payment_intent'));
        return paid ? send(200, { id: nextId('re'), object: 'refund', amount: paid.amount, payment_intent: paid.paymentIntent, status: 'succeeded' }) : missing();
      }
      if (resource === 'invoices' && id === 'create_preview' && method === 'POST') {
        const subscription = subscriptions.get(params.get('subscription') ?? '');
        return send(200, { object: 'invoice', amount_due: subscription?.price === 'price_agency' ? 9900 : 2900, next_payment_attempt: subscription?.periodEnd ?? now(), period_end: subscription?.periodEnd ?? now() });
      }
      return missing();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  local.url = `http://127.0.0.1:${port}`;
  return local;
}
