// A local stand-in for Stripe, speaking its wire format, so the browser suite, the load test and
// `npm start` take card payments without the network: the Worker's official `stripe` client (fetch
// HTTP client, host/port/protocol from STRIPE_API_URL) creates Checkout Sessions and refunds here, a
// browser pays on a plain test checkout page, and the events come back to the Worker's webhook
// signed exactly as Stripe signs them. Plain node:http, no dependencies beyond the `stripe` package's
// pinned API version: it starts in milliseconds. scripts/stripe-fake.ts runs it; npm start runs it
// in-process.
//
// The API (Authorization: Bearer sk_test_…; form-encoded bodies in Stripe's bracket notation; answers
// and errors in Stripe's JSON shapes; Idempotency-Key honoured per API key):
//   POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id (and /line_items), POST …/:id/expire
//   GET /v1/payment_intents/:id, GET /v1/charges/:id
//   POST /v1/refunds, GET /v1/refunds/:id
// The customer's side: GET /checkout/:id (the test checkout page), POST /checkout/:id/pay (pays, waits
// for the webhook delivery, 303 to success_url), POST /checkout/:id/cancel (303 to cancel_url).
// The tests' side (no key): GET|POST /__control (how events are delivered: once, twice, concurrent
// copies, held, reversed, stale signatures; for every event or for the events mentioning a text),
// POST /__release, GET /__events, POST /__events/:id/redeliver, GET /__sessions, GET /__sessions/:id,
// POST /__sessions/:id/pay, POST /__sessions/:id/expire, POST /__reset.
//
// The webhook endpoint it delivers to receives checkout.session.completed, checkout.session.expired,
// refund.created and charge.refunded, as an endpoint subscribed to those four would. Stripe retries a
// failed delivery for days; the fake never retries by itself (POST /__events/:id/redeliver does).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** The API version the events carry: the one the installed `stripe` package pins. */
export const STRIPE_API_VERSION: string = Stripe.API_VERSION;

// ——— Stripe's objects, as much of them as the fake fills in ———

export type Metadata = Record<string, string>;

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  adaptive_pricing: { enabled: boolean };
  after_expiration: null;
  allow_promotion_codes: null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: false; liability: null; provider: null; status: null };
  billing_address_collection: null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  consent: null;
  consent_collection: null;
  created: number;
  currency: string;
  custom_fields: [];
  custom_text: { after_submit: null; shipping_address: null; submit: null; terms_of_service_acceptance: null };
  customer: null;
  customer_creation: 'if_required';
  customer_details: {
    address: null;
    email: string | null;
    name: string | null;
    phone: null;
    tax_exempt: 'none';
    tax_ids: [];
  } | null;
  customer_email: string | null;
  discounts: [];
  expires_at: number;
  invoice: null;
  invoice_creation: { enabled: false; invoice_data: null };
  livemode: false;
  locale: string | null;
  metadata: Metadata;
  mode: 'payment';
  payment_intent: string | null;
  payment_link: null;
  payment_method_collection: 'if_required';
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  phone_number_collection: { enabled: false };
  recovered_from: null;
  setup_intent: null;
  shipping_address_collection: null;
  shipping_cost: null;
  shipping_options: [];
  status: 'open' | 'complete' | 'expired';
  submit_type: string | null;
  subscription: null;
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted';
  url: string | null;
}

export interface LineItem {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: {
    id: string;
    object: 'price';
    active: false;
    billing_scheme: 'per_unit';
    created: number;
    currency: string;
    livemode: false;
    lookup_key: null;
    metadata: Metadata;
    nickname: null;
    product: string;
    recurring: null;
    tax_behavior: 'unspecified';
    type: 'one_time';
    unit_amount: number;
    unit_amount_decimal: string;
  };
  quantity: number;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  latest_charge: string;
  livemode: false;
  metadata: Metadata;
  payment_method: string;
  payment_method_types: string[];
  receipt_email: string | null;
  status: 'succeeded';
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: string;
  captured: true;
  created: number;
  currency: string;
  description: string | null;
  disputed: false;
  livemode: false;
  metadata: Metadata;
  paid: true;
  payment_intent: string;
  payment_method: string;
  receipt_email: string | null;
  refunded: boolean;
  status: 'succeeded';
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  destination_details: { card: { reference_status: 'pending'; reference_type: 'acquirer_reference_number'; type: 'refund' }; type: 'card' };
  metadata: Metadata;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded';
  transfer_reversal: null;
}

/** An event as Stripe posts it to a webhook endpoint. */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

// ——— The control ———

/**
 * How an event reaches the webhook: 'once'; 'twice' in a row; 'concurrent': `copies` at once;
 * 'held' until POST /__release (then oldest first); 'reversed': held, then released newest first.
 */
export type DeliveryMode = 'once' | 'twice' | 'concurrent' | 'reversed' | 'held';
export const DELIVERY_MODES: readonly DeliveryMode[] = ['once', 'twice', 'concurrent', 'reversed', 'held'];

export interface DeliveryRule {
  deliveries: DeliveryMode;
  /** The copies sent at once in 'concurrent' mode. */
  copies: number;
  /** Signs with a timestamp 10 minutes old, beyond the clients' 5-minute tolerance. */
  staleSignature: boolean;
}

/** GET /__control: the rule for every event, and the rules of the events that mention a text. */
export interface StripeFakeControl extends DeliveryRule {
  rules: (DeliveryRule & { match: string })[];
}

/**
 * The body of POST /__control, each field optional. Without `match` it changes the rule for every
 * event; with `match` (a text, compared in lower case with the event's JSON: a session id, an e-mail
 * address, a metadata value) it sets the rule of the events mentioning it, so one test's misbehaving
 * deliveries never reach another's (the last rule set wins when several match). `clearRules` removes
 * the rules of these texts.
 */
export interface StripeFakeControlChange {
  match?: string;
  deliveries?: DeliveryMode;
  copies?: number;
  staleSignature?: boolean;
  clearRules?: string[];
}

/** One POST of an event to the webhook, as GET /__events lists it. */
export interface Delivery {
  eventId: string;
  type: string;
  /** The HTTP status answered, null when no answer came (refused connection, timeout). */
  status: number | null;
  error?: string;
  /** The `t` of the Stripe-Signature header. */
  signedAt: number;
  /** ISO instant the answer (or the failure) came. */
  at: string;
}

export interface ListedEvent {
  id: string;
  type: string;
  created: number;
  /** Waiting for POST /__release. */
  held: boolean;
  event: StripeEvent;
  deliveries: Delivery[];
}

export interface StripeFakeOptions {
  /** Where events are POSTed; without it events are recorded and never delivered. */
  webhookUrl?: string;
  /** The endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** The address browsers reach the fake at, for the sessions' `url`; default http://<host>:<port>. */
  publicUrl?: string;
  /** The interface to listen on; default 127.0.0.1. */
  host?: string;
  /** The clock, in milliseconds; Date.now unless a test moves it. */
  now?: () => number;
  /** How long a delivery waits for the webhook's answer; default 15 s. */
  deliveryTimeoutMs?: number;
}

export interface FakeRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string | undefined>;
  body: string;
}

export interface FakeAnswer {
  status: number;
  headers?: Record<string, string>;
  /** A JSON body. */
  json?: unknown;
  /** An HTML page. */
  html?: string;
}

// ——— Stripe's form encoding ———

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** A request Stripe refuses: `{ error: { type, code?, message, param? } }`. */
export class StripeFakeError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  readonly param: string | undefined;
  constructor(status: number, message: string, { type = 'invalid_request_error', code, param }: { type?: string; code?: string; param?: string } = {}) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
    this.param = param;
  }
}

const invalid = (message: string, param?: string, code = 'parameter_invalid') => new StripeFakeError(400, message, { code, param });

/**
 * A form body (or query string) in Stripe's bracket notation into nested objects and arrays:
 * `line_items[0][price_data][unit_amount]=4500&metadata[offerId]=3&expand[]=payment_intent` →
 * `{ line_items: [{ price_data: { unit_amount: '4500' } }], metadata: { offerId: '3' }, expand: ['payment_intent'] }`.
 * Values stay text, as Stripe receives them; numeric or empty brackets make arrays (compacted in
 * index order, as qs does).
 */
export function parseStripeForm(body: string): FormObject {
  type Node = { [key: string]: Node | string };
  const root: Node = {};
  const arrays = new WeakSet<Node>();
  for (const [name, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!match) throw invalid(`Invalid parameter name: ${name}`, name);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((segment) => segment[1]!)];
    let node = root;
    for (const [index, segment] of path.entries()) {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (arrays.has(node) && !/^\d+$/.test(key)) throw invalid(`Invalid array: ${name}`, name);
      if (index === path.length - 1) {
        if (typeof node[key] === 'object') throw invalid(`Invalid hash: ${name} is both a value and a hash`, name);
        node[key] = value;
        break;
      }
      let next = node[key];
      if (typeof next === 'string') throw invalid(`Invalid hash: ${name} is both a value and a hash`, name);
      if (next === undefined) {
        next = {};
        if (/^\d*$/.test(path[index + 1]!)) arrays.add(next);
        node[key] = next;
      }
      node = next;
    }
  }
  const finish = (node: Node): FormObject | FormValue[] => {
    const entries = Object.entries(node).map(([key, value]) => [key, typeof value === 'string' ? value : finish(value)] as const);
    if (!arrays.has(node)) return Object.fromEntries(entries);
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => value);
  };
  return finish(root) as FormObject;
}

/** The parameters a request may carry: a text, anything ('any'), a hash, or a list of hashes. */
type Shape = true | 'any' | { [key: string]: Shape } | [{ [key: string]: Shape }];

const isHash = (value: FormValue | undefined): value is FormObject => typeof value === 'object' && !Array.isArray(value);

/** Refuses what Stripe refuses: an unknown parameter, a hash where a text goes, and the reverse. */
function checkShape(value: FormValue, shape: Shape, name: string): void {
  if (shape === 'any') return;
  if (shape === true) {
    if (typeof value !== 'string') throw invalid(`Invalid string: ${name} must be a string`, name);
    return;
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) throw invalid(`Invalid array: ${name} must be an array`, name);
    value.forEach((item, index) => checkShape(item, shape[0], `${name}[${index}]`));
    return;
  }
  if (!isHash(value)) throw invalid(`Invalid hash: ${name} must be a hash`, name);
  for (const [key, item] of Object.entries(value)) {
    const param = name === '' ? key : `${name}[${key}]`;
    const inner = shape[key];
    if (inner === undefined) throw invalid(`Received unknown parameter: ${param}`, param, 'parameter_unknown');
    checkShape(item, inner, param);
  }
}

const text = (params: FormObject, key: string): string | undefined => {
  const value = params[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function integer(value: string | undefined, param: string, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, param);
  const number = Number(value);
  if (number < min) throw invalid(`This value must be greater than or equal to ${min}.`, param);
  if (number > max) throw invalid(`This value must be less than or equal to ${max}.`, param);
  return number;
}

/** Stripe's metadata rules: up to 50 keys of at most 40 characters, values of at most 500. */
function metadataOf(value: FormValue | undefined, param: string): Metadata {
  if (value === undefined || value === '') return {};
  if (!isHash(value)) throw invalid(`Invalid hash: ${param} must be a hash`, param);
  const entries = Object.entries(value).filter(([, item]) => item !== '');
  if (entries.length > 50) throw invalid('You can specify up to 50 metadata keys.', param);
  for (const [key, item] of entries) {
    if (typeof item !== 'string') throw invalid(`Invalid string: ${param}[${key}] must be a string`, `${param}[${key}]`);
    if (key.length > 40) throw invalid(`Metadata keys can have up to 40 characters, ${key} has ${key.length}.`, `${param}[${key}]`);
    if (item.length > 500) throw invalid(`Metadata values can have up to 500 characters, ${key}'s has ${item.length}.`, `${param}[${key}]`);
  }
  return Object.fromEntries(entries) as Metadata;
}

function urlOf(value: string | undefined, param: string): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value.replaceAll('{CHECKOUT_SESSION_ID}', 'placeholder'));
  } catch {
    throw invalid('Not a valid URL', param, 'url_invalid');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('Not a valid URL', param, 'url_invalid');
  return value;
}

function expandOf(params: FormObject, allowed: readonly string[]): string[] {
  const value = params['expand'];
  if (value === undefined) return [];
  const paths = Array.isArray(value) ? value : [value];
  return paths.map((path, index) => {
    if (typeof path !== 'string' || !allowed.includes(path)) throw invalid(`This property cannot be expanded (${String(path)}).`, `expand[${index}]`);
    return path;
  });
}

const LOCALES =
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(' ');
const ZERO_DECIMAL = ['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf'];
/** Stripe's smallest charge is €0.50 (and about as much in other currencies); its largest 99,999,999 units. */
const MIN_AMOUNT = 50;
const MAX_AMOUNT = 99_999_999;

const SESSION_PARAMS: Shape = {
  mode: true,
  line_items: [
    {
      quantity: true,
      price_data: { currency: true, unit_amount: true, tax_behavior: true, product_data: { name: true, description: true, images: 'any', metadata: 'any' } },
    },
  ],
  success_url: true,
  cancel_url: true,
  metadata: 'any',
  client_reference_id: true,
  customer_email: true,
  locale: true,
  expires_at: true,
  payment_intent_data: { metadata: 'any', description: true, receipt_email: true, statement_descriptor: true, statement_descriptor_suffix: true },
  payment_method_types: 'any',
  submit_type: true,
  ui_mode: true,
  expand: 'any',
};
const REFUND_PARAMS: Shape = { payment_intent: true, charge: true, amount: true, metadata: 'any', reason: true, expand: 'any' };
const GET_PARAMS: Shape = { expand: 'any' };

// ——— The fake ———

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A Stripe-looking id: its prefix and random letters and digits. */
function newId(prefix: string, length = 24): string {
  return prefix + [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

interface SessionRecord {
  apiKey: string;
  session: CheckoutSession;
  lineItems: LineItem[];
  paymentIntentData: { metadata: Metadata; description: string | null; receiptEmail: string | null };
}

interface EventRecord {
  sequence: number;
  event: StripeEvent;
  /** The JSON posted, kept so a redelivery sends the same bytes. */
  body: string;
  mentions: string;
  deliveries: Delivery[];
  held: { mode: 'held' | 'reversed'; staleSignature: boolean } | null;
}

interface Remembered {
  fingerprint: string;
  endpoint: string;
  requestId: string;
  answer: FakeAnswer;
}

const DEFAULT_RULE: DeliveryRule = { deliveries: 'once', copies: 10, staleSignature: false };
const STALE_SECONDS = 600;

/** Stripe's error body. */
const failure = (error: StripeFakeError): FakeAnswer => ({
  status: error.status,
  json: { error: { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}), ...(error.param ? { param: error.param } : {}) } },
});

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Amounts as the checkout page writes them: '€45.00'. */
export function formatAmount(amount: number, currency: string): string {
  const units = ZERO_DECIMAL.includes(currency) ? amount : amount / 100;
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(units);
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** Where Checkout sends the customer after paying: success_url with the session's id filled in. */
const successUrlOf = (session: CheckoutSession) => session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id) ?? null;

/**
 * The fake's behaviour without the socket; `publicUrl` is the address its checkout pages are
 * reached at. startStripeFake serves it.
 */
export function stripeFake(options: StripeFakeOptions & { publicUrl: string }) {
  const now = options.now ?? Date.now;
  const seconds = () => Math.floor(now() / 1000);
  const timeoutMs = options.deliveryTimeoutMs ?? 15_000;

  let sessions = new Map<string, SessionRecord>();
  let paymentIntents = new Map<string, { apiKey: string; paymentIntent: PaymentIntent }>();
  let charges = new Map<string, { apiKey: string; charge: Charge }>();
  let refunds = new Map<string, { apiKey: string; refund: Refund }>();
  let events: EventRecord[] = [];
  let remembered = new Map<string, Remembered>();
  let control: StripeFakeControl = { ...DEFAULT_RULE, rules: [] };
  let sequence = 0;

  // ——— Webhook deliveries ———

  function ruleFor(mentions: string): DeliveryRule {
    const rule = control.rules.findLast((candidate) => mentions.includes(candidate.match));
    return rule ?? control;
  }

  /** One signed POST of the event's recorded body. */
  async function deliverOnce(record: EventRecord, staleSignature: boolean): Promise<Delivery> {
    const signedAt = seconds() - (staleSignature ? STALE_SECONDS : 0);
    const signature = createHmac('sha256', options.webhookSecret).update(`${signedAt}.${record.body}`, 'utf8').digest('hex');
    const delivery: Delivery = { eventId: record.event.id, type: record.event.type, status: null, signedAt, at: '' };
    try {
      const response = await fetch(options.webhookUrl!, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': `t=${signedAt},v1=${signature}`,
        },
        body: record.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      delivery.status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      delivery.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    delivery.at = new Date(now()).toISOString();
    record.deliveries.push(delivery);
    return delivery;
  }

  async function deliverCopies(record: EventRecord, copies: number, concurrent: boolean, staleSignature: boolean): Promise<Delivery[]> {
    if (!options.webhookUrl) return [];
    if (concurrent) return Promise.all(Array.from({ length: copies }, () => deliverOnce(record, staleSignature)));
    const sent: Delivery[] = [];
    for (let copy = 0; copy < copies; copy += 1) sent.push(await deliverOnce(record, staleSignature));
    return sent;
  }

  /** Records an event and delivers it as the control says; resolves once those deliveries are answered. */
  function emit(type: string, object: unknown, request: StripeEvent['request'], previousAttributes?: Record<string, unknown>): Promise<Delivery[]> {
    const event: StripeEvent = {
      id: newId('evt_1'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: seconds(),
      data: { object: clone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request,
      type,
    };
    // Stripe posts its events indented by two spaces: a receiver must verify the raw bytes.
    const body = JSON.stringify(event, null, 2);
    sequence += 1;
    const record: EventRecord = { sequence, event, body, mentions: body.toLowerCase(), deliveries: [], held: null };
    events.push(record);
    const rule = ruleFor(record.mentions);
    switch (rule.deliveries) {
      case 'held':
      case 'reversed':
        record.held = { mode: rule.deliveries, staleSignature: rule.staleSignature };
        return Promise.resolve([]);
      case 'twice':
        return deliverCopies(record, 2, false, rule.staleSignature);
      case 'concurrent':
        return deliverCopies(record, rule.copies, true, rule.staleSignature);
      default:
        return deliverCopies(record, 1, false, rule.staleSignature);
    }
  }

  /** Emits events one after the other without holding up the answer (as Stripe, after the API call). */
  function emitLater(list: { type: string; object: unknown; previousAttributes?: Record<string, unknown> }[], request: StripeEvent['request']): void {
    void (async () => {
      for (const item of list) await emit(item.type, item.object, request, item.previousAttributes);
    })();
  }

  /** Delivers the held events (those mentioning `match` only, if given): 'held' oldest first, then 'reversed' newest first. */
  async function release(match: string | undefined): Promise<Delivery[]> {
    const held = events.filter((record) => record.held && (!match || record.mentions.includes(match)));
    const ordered = [...held.filter((record) => record.held!.mode === 'held'), ...held.filter((record) => record.held!.mode === 'reversed').reverse()].map(
      (record) => ({ record, staleSignature: record.held!.staleSignature }),
    );
    for (const { record } of ordered) record.held = null;
    const sent: Delivery[] = [];
    for (const { record, staleSignature } of ordered) sent.push(...(await deliverCopies(record, 1, false, staleSignature)));
    return sent;
  }

  // ——— Sessions ———

  function expireSession(record: SessionRecord, request: StripeEvent['request']): void {
    record.session.status = 'expired';
    record.session.url = null;
    emitLater([{ type: 'checkout.session.expired', object: record.session }], request);
  }

  /** A session past its expires_at expires when next looked at (Stripe expires them within minutes). */
  function current(record: SessionRecord | undefined): SessionRecord | undefined {
    if (record && record.session.status === 'open' && seconds() >= record.session.expires_at) expireSession(record, { id: null, idempotency_key: null });
    return record;
  }

  function createSession(apiKey: string, params: FormObject): CheckoutSession {
    checkShape(params, SESSION_PARAMS, '');
    const mode = text(params, 'mode');
    if (mode === undefined) throw invalid('Missing required param: mode.', 'mode', 'parameter_missing');
    if (mode !== 'payment') throw invalid(`The fake Stripe supports mode=payment only, not ${mode}.`, 'mode');
    const uiMode = text(params, 'ui_mode');
    if (uiMode !== undefined && uiMode !== 'hosted') throw invalid('The fake Stripe supports ui_mode=hosted only.', 'ui_mode');
    const successUrl = urlOf(text(params, 'success_url'), 'success_url');
    if (successUrl === undefined) throw invalid('Missing required param: success_url.', 'success_url', 'parameter_missing');
    const cancelUrl = urlOf(text(params, 'cancel_url'), 'cancel_url') ?? null;

    const items = params['line_items'];
    if (!Array.isArray(items) || items.length === 0) throw invalid('Missing required param: line_items.', 'line_items', 'parameter_missing');
    if (items.length > 100) throw invalid('A Checkout Session can have at most 100 line items.', 'line_items');
    const created = seconds();
    const lineItems = items.map((item, index): LineItem => {
      const param = `line_items[${index}]`;
      const line = item as FormObject;
      const priceData = line['price_data'];
      if (!isHash(priceData)) throw invalid(`Missing required param: ${param}[price_data].`, `${param}[price_data]`, 'parameter_missing');
      const currency = text(priceData, 'currency')?.toLowerCase();
      if (!currency || !/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${text(priceData, 'currency') ?? ''}`, `${param}[price_data][currency]`);
      const unitAmount = integer(text(priceData, 'unit_amount'), `${param}[price_data][unit_amount]`, { max: MAX_AMOUNT });
      if (unitAmount === undefined)
        throw invalid(`Missing required param: ${param}[price_data][unit_amount].`, `${param}[price_data][unit_amount]`, 'parameter_missing');
      const productData = priceData['product_data'];
      const name = isHash(productData) ? text(productData, 'name') : undefined;
      if (name === undefined)
        throw invalid(`Missing required param: ${param}[price_data][product_data][name].`, `${param}[price_data][product_data][name]`, 'parameter_missing');
      const quantity = integer(text(line, 'quantity'), `${param}[quantity]`, { min: 1, max: 999_999 });
      if (quantity === undefined) throw invalid(`Missing required param: ${param}[quantity].`, `${param}[quantity]`, 'parameter_missing');
      const amount = unitAmount * quantity;
      return {
        id: newId('li_1'),
        object: 'item',
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency,
        description: name,
        price: {
          id: newId('price_1'),
          object: 'price',
          active: false,
          billing_scheme: 'per_unit',
          created,
          currency,
          livemode: false,
          lookup_key: null,
          metadata: {},
          nickname: null,
          product: newId('prod_', 14),
          recurring: null,
          tax_behavior: 'unspecified',
          type: 'one_time',
          unit_amount: unitAmount,
          unit_amount_decimal: String(unitAmount),
        },
        quantity,
      };
    });
    const currency = lineItems[0]!.currency;
    if (lineItems.some((item) => item.currency !== currency)) throw invalid('All line items must use the same currency.', 'line_items');
    const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
    if (total < MIN_AMOUNT)
      throw invalid(`The Checkout Session's total amount due must add up to at least ${formatAmount(MIN_AMOUNT, currency)}.`, 'line_items', 'amount_too_small');
    if (total > MAX_AMOUNT)
      throw invalid(`The Checkout Session's total amount due must be no more than ${formatAmount(MAX_AMOUNT, currency)}.`, 'line_items', 'amount_too_large');

    const expiresAt = integer(text(params, 'expires_at'), 'expires_at') ?? created + 24 * 3600;
    // Stripe: 30 minutes to 24 hours after creation (a minute's leeway for the clocks).
    if (expiresAt < created + 30 * 60 - 60)
      throw invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
    if (expiresAt > created + 24 * 3600 + 60)
      throw invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
    const locale = text(params, 'locale') ?? null;
    if (locale !== null && !LOCALES.includes(locale)) throw invalid(`Invalid locale: must be one of ${LOCALES.join(', ')}`, 'locale');
    const customerEmail = text(params, 'customer_email') ?? null;
    if (customerEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customerEmail))
      throw invalid(`Invalid email address: ${customerEmail}`, 'customer_email', 'email_invalid');
    const clientReferenceId = text(params, 'client_reference_id') ?? null;
    if (clientReferenceId !== null && clientReferenceId.length > 200)
      throw invalid('client_reference_id can have up to 200 characters.', 'client_reference_id');
    const metadata = metadataOf(params['metadata'], 'metadata');
    const intentData = isHash(params['payment_intent_data']) ? params['payment_intent_data'] : {};
    const paymentMethodTypes = params['payment_method_types'];

    const id = newId('cs_test_a1', 58);
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      adaptive_pricing: { enabled: false },
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: total,
      amount_total: total,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: cancelUrl,
      client_reference_id: clientReferenceId,
      client_secret: null,
      consent: null,
      consent_collection: null,
      created,
      currency,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: null,
      customer_creation: 'if_required',
      customer_details: null,
      customer_email: customerEmail,
      discounts: [],
      expires_at: expiresAt,
      invoice: null,
      invoice_creation: { enabled: false, invoice_data: null },
      livemode: false,
      locale,
      metadata,
      mode: 'payment',
      payment_intent: null,
      payment_link: null,
      payment_method_collection: 'if_required',
      payment_method_types: Array.isArray(paymentMethodTypes) ? paymentMethodTypes.filter((type) => typeof type === 'string') : ['card'],
      payment_status: 'unpaid',
      phone_number_collection: { enabled: false },
      recovered_from: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: text(params, 'submit_type') ?? null,
      subscription: null,
      success_url: successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted',
      url: `${options.publicUrl}/checkout/${id}`,
    };
    sessions.set(id, {
      apiKey,
      session,
      lineItems,
      paymentIntentData: {
        metadata: metadataOf(intentData['metadata'], 'payment_intent_data[metadata]'),
        description: text(intentData, 'description') ?? null,
        receiptEmail: text(intentData, 'receipt_email') ?? null,
      },
    });
    return session;
  }

  const lineItemList = (record: SessionRecord) => ({
    object: 'list',
    data: record.lineItems,
    has_more: false,
    url: `/v1/checkout/sessions/${record.session.id}/line_items`,
  });

  /** The session as the API answers it, with what `expand` asked for. */
  function sessionAnswer(record: SessionRecord, expand: string[]): unknown {
    const answer: Record<string, unknown> = { ...record.session };
    if (expand.includes('line_items')) answer['line_items'] = lineItemList(record);
    if (expand.includes('payment_intent') && record.session.payment_intent)
      answer['payment_intent'] = paymentIntents.get(record.session.payment_intent)?.paymentIntent;
    return answer;
  }

  type Payment = { ok: true; session: CheckoutSession; deliveries: Promise<Delivery[]> } | { ok: false; state: 'complete' | 'expired' };

  /** The customer pays: a succeeded PaymentIntent and its charge, the session complete, the event emitted. */
  function pay(record: SessionRecord): Payment {
    const { session } = current(record)!;
    if (session.status !== 'open') return { ok: false, state: session.status };
    const created = seconds();
    const paymentIntentId = newId('pi_3');
    const chargeId = newId('ch_3');
    const paymentMethod = newId('pm_1');
    const { metadata, description, receiptEmail } = record.paymentIntentData;
    paymentIntents.set(paymentIntentId, {
      apiKey: record.apiKey,
      paymentIntent: {
        id: paymentIntentId,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_capturable: 0,
        amount_received: session.amount_total,
        capture_method: 'automatic_async',
        client_secret: `${paymentIntentId}_secret_${newId('', 25)}`,
        confirmation_method: 'automatic',
        created,
        currency: session.currency,
        customer: null,
        description,
        latest_charge: chargeId,
        livemode: false,
        metadata,
        payment_method: paymentMethod,
        payment_method_types: ['card'],
        receipt_email: receiptEmail,
        status: 'succeeded',
      },
    });
    charges.set(chargeId, {
      apiKey: record.apiKey,
      charge: {
        id: chargeId,
        object: 'charge',
        amount: session.amount_total,
        amount_captured: session.amount_total,
        amount_refunded: 0,
        balance_transaction: newId('txn_3'),
        captured: true,
        created,
        currency: session.currency,
        description,
        disputed: false,
        livemode: false,
        metadata: { ...metadata },
        paid: true,
        payment_intent: paymentIntentId,
        payment_method: paymentMethod,
        receipt_email: receiptEmail,
        refunded: false,
        status: 'succeeded',
      },
    });
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = paymentIntentId;
    session.url = null;
    session.customer_details = { address: null, email: session.customer_email, name: null, phone: null, tax_exempt: 'none', tax_ids: [] };
    const deliveries = emit('checkout.session.completed', session, { id: null, idempotency_key: null });
    return { ok: true, session: clone(session), deliveries };
  }

  // ——— Refunds ———

  function createRefund(apiKey: string, params: FormObject, request: StripeEvent['request']): Refund {
    checkShape(params, REFUND_PARAMS, '');
    const paymentIntentId = text(params, 'payment_intent');
    const chargeParam = text(params, 'charge');
    if (!paymentIntentId && !chargeParam)
      throw invalid('One of the following params should be provided for this request: payment_intent or charge.', undefined, 'parameter_missing');
    let chargeId = chargeParam;
    if (paymentIntentId) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent || intent.apiKey !== apiKey) throw invalid(`No such payment_intent: '${paymentIntentId}'`, 'payment_intent', 'resource_missing');
      if (chargeId && chargeId !== intent.paymentIntent.latest_charge) throw invalid(`Charge ${chargeId} does not belong to ${paymentIntentId}.`, 'charge');
      chargeId = intent.paymentIntent.latest_charge;
    }
    const stored = charges.get(chargeId!);
    if (!stored || stored.apiKey !== apiKey) throw invalid(`No such charge: '${chargeId}'`, 'charge', 'resource_missing');
    const { charge } = stored;
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining === 0) throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = integer(text(params, 'amount'), 'amount', { min: 1 }) ?? remaining;
    if (amount > remaining) {
      throw invalid(
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`,
        'amount',
        'amount_too_large',
      );
    }
    const reason = text(params, 'reason') ?? null;
    if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      throw invalid('Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', 'reason');
    }
    const refund: Refund = {
      id: newId('re_3'),
      object: 'refund',
      amount,
      balance_transaction: newId('txn_3'),
      charge: charge.id,
      created: seconds(),
      currency: charge.currency,
      destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
      metadata: metadataOf(params['metadata'], 'metadata'),
      payment_intent: charge.payment_intent,
      reason: reason as Refund['reason'],
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    refunds.set(refund.id, { apiKey, refund });
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    emitLater(
      [
        { type: 'refund.created', object: refund },
        { type: 'charge.refunded', object: charge, previousAttributes: previous },
      ],
      request,
    );
    return clone(refund);
  }

  // ——— The API ———

  const notFound = (kind: string, id: string) => new StripeFakeError(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param: 'id' });

  function ownSession(apiKey: string, id: string): SessionRecord {
    const record = current(sessions.get(id));
    if (!record || record.apiKey !== apiKey) throw notFound('checkout.session', id);
    return record;
  }

  /** One /v1 request once authenticated and parsed: the answer's status and body. */
  function api(method: string, path: string, apiKey: string, params: FormObject, request: StripeEvent['request']): FakeAnswer {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const expand = expandOf(params, ['line_items', 'payment_intent']);
      const session = createSession(apiKey, params);
      return { status: 200, json: sessionAnswer(sessions.get(session.id)!, expand) };
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      checkShape(params, GET_PARAMS, '');
      return { status: 200, json: sessionAnswer(ownSession(apiKey, match[1]!), expandOf(params, ['line_items', 'payment_intent'])) };
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/.exec(path))) {
      return { status: 200, json: lineItemList(ownSession(apiKey, match[1]!)) };
    }
    if (method === 'POST' && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      const record = ownSession(apiKey, match[1]!);
      if (record.session.status !== 'open') {
        throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${record.session.status}".`);
      }
      expireSession(record, request);
      return { status: 200, json: record.session };
    }
    if (method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const stored = paymentIntents.get(match[1]!);
      if (!stored || stored.apiKey !== apiKey) throw notFound('payment_intent', match[1]!);
      const expand = expandOf(params, ['latest_charge']);
      const answer: Record<string, unknown> = { ...stored.paymentIntent };
      if (expand.includes('latest_charge')) answer['latest_charge'] = charges.get(stored.paymentIntent.latest_charge)?.charge;
      return { status: 200, json: answer };
    }
    if (method === 'GET' && (match = /^\/v1\/charges\/([^/]+)$/.exec(path))) {
      const stored = charges.get(match[1]!);
      if (!stored || stored.apiKey !== apiKey) throw notFound('charge', match[1]!);
      return { status: 200, json: stored.charge };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      expandOf(params, []);
      return { status: 200, json: createRefund(apiKey, params, request) };
    }
    if (method === 'GET' && (match = /^\/v1\/refunds\/([^/]+)$/.exec(path))) {
      const stored = refunds.get(match[1]!);
      if (!stored || stored.apiKey !== apiKey) throw notFound('refund', match[1]!);
      return { status: 200, json: stored.refund };
    }
    throw new StripeFakeError(
      404,
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  }

  /** Authentication, parsing and Idempotency-Key around api(). */
  function handleApi(request: FakeRequest, url: URL): FakeAnswer {
    const requestId = newId('req_', 14);
    const headers: Record<string, string> = { 'Request-Id': requestId, 'Stripe-Version': request.headers['stripe-version'] ?? STRIPE_API_VERSION };
    const withHeaders = (answer: FakeAnswer): FakeAnswer => ({ ...answer, headers: { ...headers, ...answer.headers } });
    const authorization = request.headers['authorization'] ?? '';
    const apiKey = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!apiKey) {
      return withHeaders(
        failure(
          new StripeFakeError(
            401,
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          ),
        ),
      );
    }
    if (!/^sk_test_\w+$/.test(apiKey)) {
      return withHeaders(
        failure(
          new StripeFakeError(401, `Invalid API Key provided: ${apiKey.slice(0, 8)}****${apiKey.slice(-4)}. The fake Stripe takes test keys (sk_test_…) only.`),
        ),
      );
    }
    const method = request.method.toUpperCase();
    const idempotencyKey = method === 'POST' ? (request.headers['idempotency-key'] ?? null) : null;
    try {
      if (method === 'POST') {
        const type = request.headers['content-type'] ?? 'application/x-www-form-urlencoded';
        if (request.body !== '' && !type.startsWith('application/x-www-form-urlencoded')) {
          throw invalid(`Invalid request: Stripe's API takes application/x-www-form-urlencoded bodies, not ${type}.`);
        }
      }
      const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : request.body);
      let scopedKey: string | null = null;
      let fingerprint = '';
      const endpoint = `${method} ${url.pathname}`;
      if (idempotencyKey !== null) {
        if (idempotencyKey.length > 255) throw invalid('Idempotency-Key must be at most 255 characters long.', undefined, 'idempotency_key_too_long');
        scopedKey = `${apiKey}\n${idempotencyKey}`;
        fingerprint = JSON.stringify(params, (_key, value: unknown) =>
          isHash(value as FormValue) ? Object.fromEntries(Object.entries(value as FormObject).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value,
        );
        const earlier = remembered.get(scopedKey);
        if (earlier) {
          if (earlier.endpoint !== endpoint) {
            throw new StripeFakeError(
              400,
              `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${earlier.endpoint}' vs '${endpoint}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              { type: 'idempotency_error' },
            );
          }
          if (earlier.fingerprint !== fingerprint) {
            throw new StripeFakeError(
              400,
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              { type: 'idempotency_error' },
            );
          }
          return {
            ...earlier.answer,
            headers: { ...earlier.answer.headers, 'Request-Id': requestId, 'Idempotent-Replayed': 'true', 'Original-Request': earlier.requestId },
          };
        }
      }
      const answer = withHeaders(api(method, url.pathname, apiKey, params, { id: requestId, idempotency_key: idempotencyKey }));
      if (idempotencyKey !== null) answer.headers!['Idempotency-Key'] = idempotencyKey;
      // As Stripe: only a request that ran is remembered; one refused by validation may be retried.
      if (scopedKey !== null && answer.status < 300) remembered.set(scopedKey, { fingerprint, endpoint, requestId, answer: clone(answer) });
      return answer;
    } catch (error) {
      if (error instanceof StripeFakeError) return withHeaders(failure(error));
      throw error;
    }
  }

  // ——— The customer's pages ———

  function page(status: number, title: string, content: string): FakeAnswer {
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Test checkout</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a2e; background: #f4f4f8; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  .card { background: #fff; border: 1px solid #d4d4e0; border-radius: 12px; padding: 1.25rem; }
  .badge { display: inline-block; margin: 0 0 1rem; padding: 0.125rem 0.5rem; border-radius: 4px; background: #fff3cd; color: #5c4400; font-size: 0.875rem; font-weight: 600; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  h2 { font-size: 1.125rem; margin: 0 0 0.5rem; }
  ul { list-style: none; margin: 0 0 1rem; padding: 0; }
  li { display: flex; justify-content: space-between; gap: 1rem; padding: 0.5rem 0; border-bottom: 1px solid #e4e4ec; }
  .total { display: flex; justify-content: space-between; font-size: 1.125rem; font-weight: 700; margin: 0 0 1.5rem; }
  form { margin: 0 0 0.75rem; }
  button, .link { display: block; width: 100%; min-height: 48px; padding: 0.75rem 1rem; border-radius: 8px; font: inherit; font-weight: 600; text-align: center; cursor: pointer; text-decoration: none; }
  button.pay { border: 0; background: #3a32b8; color: #fff; }
  button.pay:hover { background: #2c2590; }
  button.secondary, .link { border: 1px solid #3a32b8; background: #fff; color: #3a32b8; }
  button:focus-visible, .link:focus-visible { outline: 3px solid #1a1a2e; outline-offset: 2px; }
  .state { font-size: 1.125rem; margin: 0 0 1.5rem; }
</style>
</head>
<body>
<main>
<p class="badge">Test mode: no card is charged</p>
${content}
</main>
</body>
</html>
`;
    return {
      status,
      html,
      headers: {
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      },
    };
  }

  function summary(record: SessionRecord): string {
    const { session } = record;
    const lines = record.lineItems
      .map(
        (item) =>
          `<li><span>${escapeHtml(item.description)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</span><span>${escapeHtml(formatAmount(item.amount_total, item.currency))}</span></li>`,
      )
      .join('\n');
    return `<section class="card" aria-labelledby="summary">
<h2 id="summary">Order summary</h2>
<ul>
${lines}
</ul>
<p class="total"><span>Total</span><span>${escapeHtml(formatAmount(session.amount_total, session.currency))}</span></p>
`;
  }

  function checkoutPage(record: SessionRecord | undefined, id: string, status = 200): FakeAnswer {
    if (!record) return page(404, 'Not found', `<h1>No such checkout session</h1>\n<p class="state">This payment link is unknown or has been removed.</p>`);
    const { session } = record;
    const amount = formatAmount(session.amount_total, session.currency);
    const path = `/checkout/${encodeURIComponent(id)}`;
    if (session.status === 'complete') {
      const back = successUrlOf(session);
      return page(
        status,
        'Payment complete',
        `<h1>Payment complete</h1>
${summary(record)}<p class="state">This payment of ${escapeHtml(amount)} has already been made.</p>
${back ? `<a class="link" href="${escapeHtml(back)}">Return to the site</a>` : ''}
</section>`,
      );
    }
    if (session.status === 'expired') {
      return page(
        status,
        'Checkout expired',
        `<h1>This checkout has expired</h1>
${summary(record)}<p class="state">This payment link is no longer valid: nothing was charged.</p>
${session.cancel_url ? `<a class="link" href="${escapeHtml(session.cancel_url)}">Return to the site</a>` : ''}
</section>`,
      );
    }
    return page(
      status,
      `Pay ${amount}`,
      `<h1>Test checkout</h1>
${summary(record)}<form method="post" action="${path}/pay"><button type="submit" class="pay">Pay ${escapeHtml(amount)}</button></form>
${session.cancel_url ? `<form method="post" action="${path}/cancel"><button type="submit" class="secondary">Cancel and return</button></form>` : ''}
</section>`,
    );
  }

  async function payFromPage(id: string): Promise<FakeAnswer> {
    const record = sessions.get(id);
    if (!record) return checkoutPage(undefined, id);
    const payment = pay(record);
    if (!payment.ok) return checkoutPage(record, id, 409);
    // The webhook first, so the product has normally recorded the payment when the browser lands.
    await payment.deliveries;
    return { status: 303, headers: { Location: successUrlOf(payment.session)!, 'Cache-Control': 'no-store' } };
  }

  // ——— The tests' side ———

  const jsonBody = <T>(body: string): T => {
    if (body.trim() === '') return {} as T;
    try {
      return JSON.parse(body) as T;
    } catch {
      throw invalid('The body is not JSON');
    }
  };

  function changeControl(body: string): FakeAnswer {
    const change = jsonBody<StripeFakeControlChange>(body);
    if (change.deliveries !== undefined && !DELIVERY_MODES.includes(change.deliveries))
      throw invalid(`deliveries is one of ${DELIVERY_MODES.join(', ')}`, 'deliveries');
    if (change.copies !== undefined && !(Number.isInteger(change.copies) && change.copies >= 1 && change.copies <= 100))
      throw invalid('copies is 1..100', 'copies');
    if (change.staleSignature !== undefined && typeof change.staleSignature !== 'boolean') throw invalid('staleSignature is true or false', 'staleSignature');
    if (change.match !== undefined && (typeof change.match !== 'string' || change.match.trim() === '')) throw invalid('match is a non-empty text', 'match');
    if (change.clearRules !== undefined && !(Array.isArray(change.clearRules) && change.clearRules.every((item) => typeof item === 'string'))) {
      throw invalid('clearRules is a list of texts', 'clearRules');
    }
    const cleared = new Set((change.clearRules ?? []).map((item) => item.trim().toLowerCase()));
    const rules = control.rules.filter((rule) => !cleared.has(rule.match));
    const given = { deliveries: change.deliveries, copies: change.copies, staleSignature: change.staleSignature };
    const merged = (base: DeliveryRule): DeliveryRule => ({
      deliveries: given.deliveries ?? base.deliveries,
      copies: given.copies ?? base.copies,
      staleSignature: given.staleSignature ?? base.staleSignature,
    });
    if (change.match === undefined) {
      control = { ...merged(control), rules };
    } else {
      const match = change.match.trim().toLowerCase();
      const earlier = rules.find((rule) => rule.match === match);
      control = { ...control, rules: [...rules.filter((rule) => rule.match !== match), { match, ...merged(earlier ?? DEFAULT_RULE) }] };
    }
    return { status: 200, json: control };
  }

  const listEvent = (record: EventRecord): ListedEvent => ({
    id: record.event.id,
    type: record.event.type,
    created: record.event.created,
    held: record.held !== null,
    event: record.event,
    deliveries: record.deliveries,
  });

  function reset(): void {
    sessions = new Map();
    paymentIntents = new Map();
    charges = new Map();
    refunds = new Map();
    events = [];
    remembered = new Map();
    control = { ...DEFAULT_RULE, rules: [] };
  }

  async function handleControl(request: FakeRequest, url: URL): Promise<FakeAnswer> {
    const route = `${request.method.toUpperCase()} ${url.pathname}`;
    const mentioning = url.searchParams.get('mentioning')?.trim().toLowerCase();
    let match: RegExpExecArray | null;
    if (route === 'GET /__control') return { status: 200, json: control };
    if (route === 'POST /__control') return changeControl(request.body);
    if (route === 'POST /__reset') {
      reset();
      return { status: 200, json: { reset: true } };
    }
    if (route === 'POST /__release') {
      const { match: mentioned } = jsonBody<{ match?: string }>(request.body);
      return { status: 200, json: { deliveries: await release(mentioned?.trim().toLowerCase() || undefined) } };
    }
    if (route === 'GET /__events') {
      const type = url.searchParams.get('type');
      const listed = events.filter((record) => (!type || record.event.type === type) && (!mentioning || record.mentions.includes(mentioning)));
      return { status: 200, json: { events: listed.map(listEvent) } };
    }
    if ((match = /^POST \/__events\/([^/]+)\/redeliver$/.exec(route))) {
      const record = events.find((candidate) => candidate.event.id === match![1]);
      if (!record) throw notFound('event', match[1]!);
      const { copies = 1, concurrent = false, staleSignature } = jsonBody<{ copies?: number; concurrent?: boolean; staleSignature?: boolean }>(request.body);
      if (!(Number.isInteger(copies) && copies >= 1 && copies <= 100)) throw invalid('copies is 1..100', 'copies');
      const deliveries = await deliverCopies(record, copies, concurrent === true, staleSignature ?? ruleFor(record.mentions).staleSignature);
      return { status: 200, json: { deliveries } };
    }
    if (route === 'GET /__sessions') {
      const listed = [...sessions.values()]
        .map((record) => current(record)!.session)
        .filter((session) => !mentioning || JSON.stringify(session).toLowerCase().includes(mentioning));
      return { status: 200, json: { sessions: listed } };
    }
    if ((match = /^GET \/__sessions\/([^/]+)$/.exec(route))) {
      const record = current(sessions.get(match[1]!));
      if (!record) throw notFound('checkout.session', match[1]!);
      return { status: 200, json: record.session };
    }
    if ((match = /^POST \/__sessions\/([^/]+)\/pay$/.exec(route))) {
      const record = sessions.get(match[1]!);
      if (!record) throw notFound('checkout.session', match[1]!);
      const payment = pay(record);
      if (!payment.ok) {
        throw new StripeFakeError(409, payment.state === 'complete' ? 'This Checkout Session is already paid.' : 'This Checkout Session has expired.', {
          code: `session_${payment.state}`,
        });
      }
      return { status: 200, json: { session: payment.session, deliveries: await payment.deliveries } };
    }
    if ((match = /^POST \/__sessions\/([^/]+)\/expire$/.exec(route))) {
      const record = current(sessions.get(match[1]!));
      if (!record) throw notFound('checkout.session', match[1]!);
      if (record.session.status !== 'open')
        throw new StripeFakeError(409, `This Checkout Session is ${record.session.status}.`, { code: `session_${record.session.status}` });
      expireSession(record, { id: null, idempotency_key: null });
      return { status: 200, json: { session: record.session } };
    }
    throw new StripeFakeError(404, `No route ${route}`);
  }

  return {
    /** One HTTP request, to the API, the checkout pages or the tests' control. */
    async handle(request: FakeRequest): Promise<FakeAnswer> {
      const url = new URL(request.url, 'http://stripe-fake.local');
      const method = request.method.toUpperCase();
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return failure(new StripeFakeError(404, 'Malformed path'));
      }
      if (pathname.startsWith('/v1/')) return handleApi(request, url);
      let match: RegExpExecArray | null;
      if (method === 'GET' && (match = /^\/checkout\/([^/]+)$/.exec(pathname))) return checkoutPage(current(sessions.get(match[1]!)), match[1]!);
      if (method === 'POST' && (match = /^\/checkout\/([^/]+)\/pay$/.exec(pathname))) return payFromPage(match[1]!);
      if (method === 'POST' && (match = /^\/checkout\/([^/]+)\/cancel$/.exec(pathname))) {
        const record = sessions.get(match[1]!);
        if (!record?.session.cancel_url) return checkoutPage(record, match[1]!, record ? 409 : 404);
        return { status: 303, headers: { Location: record.session.cancel_url, 'Cache-Control': 'no-store' } };
      }
      try {
        return await handleControl(request, url);
      } catch (error) {
        if (error instanceof StripeFakeError) return failure(error);
        throw error;
      }
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The fake on `options.host` (127.0.0.1 unless told):`port` (0: any free port); resolves once it
 * listens. Sessions' pages are at options.publicUrl, by default http://<host>:<the port>.
 */
export async function startStripeFake(port: number, options: StripeFakeOptions): Promise<Server> {
  const host = options.host ?? '127.0.0.1';
  let fake: ReturnType<typeof stripeFake> | undefined;
  const server = createServer((request, response) => {
    void (async () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
      const answer = await fake!.handle({ method: request.method ?? 'GET', url: request.url ?? '/', headers, body: await readBody(request) });
      const contentType = answer.html !== undefined ? 'text/html; charset=utf-8' : answer.json !== undefined ? 'application/json' : undefined;
      response.writeHead(answer.status, { ...(contentType ? { 'Content-Type': contentType } : {}), ...answer.headers });
      response.end(answer.html ?? (answer.json !== undefined ? JSON.stringify(answer.json, null, 2) : ''));
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      const publicHost = host.includes(':') ? `[${host}]` : host;
      fake = stripeFake({ ...options, publicUrl: (options.publicUrl ?? `http://${publicHost}:${actual}`).replace(/\/$/, '') });
      resolve();
    });
  });
  return server;
}
