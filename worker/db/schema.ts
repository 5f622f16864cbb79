// The D1 tables. drizzle-kit turns this file into the SQL in migrations/; review every generated
// migration (a table rebuild with ON DELETE CASCADE can wipe child rows on D1).
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Milliseconds since the epoch, filled by the database so every writer agrees on the clock. */
const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

import { LANGS, QUOTE_STATUSES, TRANSFER_TYPES } from '../contract/enums.ts';
import type { ImageVariant } from '../contract/schemas/excursions.ts';
import type { AttachmentDropReason } from '../contract/schemas/admin-messages.ts';
import { REPLY_QUOTE_KINDS } from '../contract/email-send-words.ts';
import { OFFER_STATES, type OfferState, PAYMENT_METHODS, PAYMENT_STATES, PAYMENT_STATUSES, REFUND_STATUSES } from '../contract/booking-words.ts';
import { PAYMENT_PURPOSES } from '../contract/money.ts';
import { CANCELLATION_WINDOWS } from '../contract/cancellation-policy.ts';
import { CHANGE_REQUEST_STATES, type ChangeSet } from '../contract/change-request-rules.ts';
import { TRIP_LEGS } from '../contract/schemas/operations.ts';

export { LANGS, QUOTE_STATUSES, TRANSFER_TYPES };
export type { QuoteStatus, RequestLang, TransferType } from '../contract/enums.ts';

/** Transfer quote requests from the booking wizard. */
export const quotes = sqliteTable(
  'quotes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** TR-YYYY-NNNN, sequential per year. */
    quoteNumber: text('quote_number').notNull(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('pending'),
    important: integer('important', { mode: 'boolean' }).notNull().default(false),
    /** Language the request was made in; the customer's e-mails go out in it. */
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** E.164, country code included. */
    phone: text('phone').notNull(),
    /** ISO 3166-1 alpha-2 of the phone's country. */
    countryCode: text('country_code'),
    pickupLocation: text('pickup_location').notNull(),
    dropoffLocation: text('dropoff_location').notNull(),
    /** YYYY-MM-DD, Europe/Paris, as entered. */
    pickupDate: text('pickup_date').notNull(),
    /** HH:MM, Europe/Paris, as entered. */
    pickupTime: text('pickup_time').notNull(),
    /** The pickup as a UTC instant, for sorting and the 36-hour rule. */
    pickupAt: integer('pickup_at', { mode: 'timestamp_ms' }).notNull(),
    transferType: text('transfer_type', { enum: TRANSFER_TYPES }).notNull().default('ONE_WAY'),
    /** YYYY-MM-DD, Europe/Paris; Round Trip only. */
    returnDate: text('return_date'),
    /** HH:MM, Europe/Paris; Round Trip only. */
    returnTime: text('return_time'),
    returnAt: integer('return_at', { mode: 'timestamp_ms' }),
    adults: integer('adults').notNull().default(1),
    /** Whole hours, 0..10. */
    extraTime: integer('extra_time').notNull().default(0),
    stopLocations: text('stop_locations', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    flightTrainNumber: text('flight_train_number'),
    /** Vehicle name, 'Unknown' when none was chosen. */
    vehicle: text('vehicle').notNull().default('Unknown'),
    vehicleExtraOptions: text('vehicle_extra_options', { mode: 'json' })
      .$type<Record<string, boolean | number | string | string[]>>()
      .notNull()
      .default(sql`'{}'`),
    /** Route distance in km, rounded; null when unknown. */
    totalDistanceKm: integer('total_distance_km'),
    /** Route minutes plus extra time; null when unknown. */
    totalMinutes: integer('total_minutes'),
    /** True when distance and time were estimated without a routing service. */
    routeApproximate: integer('route_approximate', { mode: 'boolean' }).notNull().default(false),
    pickupLat: real('pickup_lat').notNull().default(0),
    pickupLng: real('pickup_lng').notNull().default(0),
    dropoffLat: real('dropoff_lat').notNull().default(0),
    dropoffLng: real('dropoff_lng').notNull().default(0),
    comments: text('comments').notNull().default(''),
    /** The request's money at a glance, for the lists and their filter (booking-words.ts). */
    paymentState: text('payment_state', { enum: PAYMENT_STATES }).notNull().default('none'),
    /** PEC-YYYY-NNNN once a payment confirmed the booking (the bookings table holds the rest). */
    bookingReference: text('booking_reference'),
    /** The current offer at a glance for the cards (state, amounts, expiry); null before any (decision 038). */
    offerSummary: text('offer_summary', { mode: 'json' }).$type<OfferSummaryColumn>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotes_quote_number_unique').on(t.quoteNumber),
    index('quotes_status_idx').on(t.status),
    index('quotes_created_at_idx').on(t.createdAt),
    // The back office's list order (important first, newest first; the rowid breaks ties), read
    // backwards from an index instead of sorting thousands of rows on every poll, with or without
    // a status filter (queries/admin-quotes.ts).
    index('quotes_admin_list_idx').on(t.important, t.createdAt),
    index('quotes_admin_status_list_idx').on(t.status, t.important, t.createdAt),
    // The list's version for its ETag: the latest change and the next urgency change are index seeks.
    index('quotes_updated_at_idx').on(t.updatedAt),
    index('quotes_pickup_at_idx').on(t.pickupAt),
    // The agenda's return legs (decision 042).
    index('quotes_return_at_idx').on(t.returnAt),
    index('quotes_payment_state_idx').on(t.paymentState, t.important, t.createdAt),
    // A customer's requests by their address, whatever its case: the conversation's timeline in
    // Messages (queries/customer-timeline.ts) and the privacy screen's search read them so.
    index('quotes_email_idx').on(sql`lower(${t.email})`, t.createdAt),
  ],
);

/** Private excursions offered in the catalogue. French fields are optional; the site falls back to English. */
export const excursions = sqliteTable(
  'excursions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** URL key, e.g. 'seine-evening-cruise'. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    titleFr: text('title_fr'),
    tagline: text('tagline').notNull().default(''),
    taglineFr: text('tagline_fr'),
    description: text('description').notNull().default(''),
    descriptionFr: text('description_fr'),
    longDescription: text('long_description').notNull().default(''),
    longDescriptionFr: text('long_description_fr'),
    goodToKnow: text('good_to_know').notNull().default(''),
    goodToKnowFr: text('good_to_know_fr'),
    highlights: text('highlights', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    highlightsFr: text('highlights_fr', { mode: 'json' }).$type<string[]>(),
    included: text('included', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    includedFr: text('included_fr', { mode: 'json' }).$type<string[]>(),
    terms: text('terms', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    termsFr: text('terms_fr', { mode: 'json' }).$type<string[]>(),
    /** Decimal text in euros, e.g. '450' or '129.50'. */
    price: text('price').notNull(),
    /** Visible to customers. */
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    photographerChecked: integer('photographer_checked', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('excursions_key_unique').on(t.key), index('excursions_active_idx').on(t.active)],
);

/** An excursion's images, in display order. */
export const excursionImages = sqliteTable(
  'excursion_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    excursionId: integer('excursion_id')
      .notNull()
      .references(() => excursions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** '/media/<key>' (R2) or an absolute https URL. */
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    altFr: text('alt_fr'),
    /** Intrinsic size of the image at `url`, in pixels; null when unknown (older rows, external URLs). */
    width: integer('width'),
    height: integer('height'),
    /** Smaller and modern encodings of the same image (AVIF, WebP at several widths); '[]' when none. */
    variants: text('variants', { mode: 'json' })
      .$type<ImageVariant[]>()
      .notNull()
      .default(sql`'[]'`),
  },
  (t) => [uniqueIndex('excursion_images_position_unique').on(t.excursionId, t.position)],
);

/** Quote requests for an excursion. */
export const excursionQuotes = sqliteTable(
  'excursion_quotes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** EX-YYYY-NNNN, sequential per year. */
    exQuoteNumber: text('ex_quote_number').notNull(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('pending'),
    important: integer('important', { mode: 'boolean' }).notNull().default(false),
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
    /** Kept when the excursion is deleted later: the title below still says what was asked for. */
    excursionId: integer('excursion_id').references(() => excursions.id, { onDelete: 'set null' }),
    excursionTitle: text('excursion_title').notNull(),
    selectedHighlights: text('selected_highlights', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    stopLocations: text('stop_locations', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    withPhotographer: integer('with_photographer', { mode: 'boolean' }).notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    comments: text('comments').notNull().default(''),
    /** The request's money at a glance, for the lists and their filter (booking-words.ts). */
    paymentState: text('payment_state', { enum: PAYMENT_STATES }).notNull().default('none'),
    /** PEC-YYYY-NNNN once a payment confirmed the booking (the bookings table holds the rest). */
    bookingReference: text('booking_reference'),
    /** The current offer at a glance for the cards (state, amounts, expiry); null before any (decision 038). */
    offerSummary: text('offer_summary', { mode: 'json' }).$type<OfferSummaryColumn>(),
    /**
     * When the excursion starts, once the office has agreed it with the customer (decision 042): an
     * excursion request holds no date of its own. Null until set; the agenda shows it from then on.
     */
    tripAt: integer('trip_at', { mode: 'timestamp_ms' }),
    /** How long it lasts, in minutes (the agenda's and the conflicts' end); null: the excursion's usual length. */
    tripMinutes: integer('trip_minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('excursion_quotes_number_unique').on(t.exQuoteNumber),
    index('excursion_quotes_status_idx').on(t.status),
    // The agenda's excursions, once their time is set (decision 042).
    index('excursion_quotes_trip_at_idx').on(t.tripAt),
    // As for the transfer quotes: the back office's list order and its ETag's latest change.
    index('excursion_quotes_admin_list_idx').on(t.important, t.createdAt),
    index('excursion_quotes_admin_status_list_idx').on(t.status, t.important, t.createdAt),
    index('excursion_quotes_updated_at_idx').on(t.updatedAt),
    // Insights read the requests made in a range of weeks (queries/insights.ts), as for the transfers.
    index('excursion_quotes_created_at_idx').on(t.createdAt),
    index('excursion_quotes_payment_state_idx').on(t.paymentState, t.important, t.createdAt),
    // As for the transfer quotes: a customer's requests by their address, whatever its case.
    index('excursion_quotes_email_idx').on(sql`lower(${t.email})`, t.createdAt),
  ],
);

/** One thread per customer e-mail address; the admin answers from Messages. */
export const conversations = sqliteTable(
  'conversations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull(),
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
    /**
     * The newest message the admin has seen (its id; 0: none). A customer message with a greater id
     * is unread. An id rather than a time: ids only grow, so a message written in the same
     * millisecond as the admin opened the thread is still told apart (decision 024).
     */
    adminReadMessageId: integer('admin_read_message_id').notNull().default(0),
    /**
     * The newest message the customer has marked read on their request page (its id; 0: none). An
     * admin message with a greater id is new to them. It moves only by a POST (writing, or "mark as
     * read"): a GET of the page never changes anything (decision 041).
     */
    customerReadMessageId: integer('customer_read_message_id').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One conversation per customer address: a new message from the same address continues it.
  (t) => [uniqueIndex('conversations_email_unique').on(t.customerEmail), index('conversations_updated_idx').on(t.updatedAt)],
);

export const MESSAGE_SENDERS = ['customer', 'admin'] as const;

/**
 * A file that came with a customer's e-mail: kept in R2 under `key` (an image or a PDF, checked by
 * its bytes), or, without a key, left out for `dropped`'s reason, so the thread can say so.
 */
export type MessageAttachment = { name: string; type: string; bytes: number } & ({ key: string } | { dropped: AttachmentDropReason });

export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: MESSAGE_SENDERS }).notNull(),
    text: text('text').notNull(),
    /** The files of a customer's e-mail (kept and left out); null: none. */
    attachments: text('attachments', { mode: 'json' }).$type<MessageAttachment[]>(),
    /**
     * The Message-ID of the customer's e-mail this message came from (or a digest of its bytes when
     * it has none); null for the contact form and the admin. Unique per conversation, so the same
     * e-mail delivered twice stores one message.
     */
    inboundMessageId: text('inbound_message_id'),
    /**
     * The request this message is about: the one whose page the customer wrote on, or the one the
     * admin answered from Reply to Customer; null for the contact form, e-mail replies and answers
     * from Messages (the conversation is the customer's, not one request's).
     */
    requestKind: text('request_kind', { enum: REPLY_QUOTE_KINDS }),
    requestId: integer('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('messages_inbound_unique').on(t.conversationId, t.inboundMessageId),
  ],
);

/** What the Contact Us form sent, exactly as sent. */
export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
  lang: text('lang', { enum: LANGS }).notNull().default('en'),
  name: text('name').notNull(),
  company: text('company').notNull().default(''),
  street: text('street').notNull().default(''),
  zip: text('zip').notNull().default(''),
  city: text('city').notNull().default(''),
  telephone: text('telephone').notNull().default(''),
  email: text('email').notNull(),
  message: text('message').notNull().default(''),
  createdAt: createdAt(),
});

/** The current offer as the quote lists show it (schemas/bookings.ts: offerSummarySchema). */
export interface OfferSummaryColumn {
  version: number;
  state: OfferState;
  totalCents: number;
  depositCents: number;
  paidCents: number;
  refundedCents: number;
  /** ms since the epoch. */
  validUntil: number;
}

/**
 * A file sent with an e-mail: its bytes in base64 (`content`, as Resend's API takes them), or a text
 * file as UTF-8 (`text`), which SQL can still complete inside the batch that queues it (the booking's
 * calendar file gets its reference there, decision 038) and the mailer encodes when it sends.
 */
export type OutboxAttachment = { filename: string; contentType: string } & ({ content: string } | { text: string });

/** 'sending': claimed by a sender, whose lease ends at next_attempt_at. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/** Every e-mail the product sends, written in the same batch as the record that causes it. */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Template name, e.g. 'contact.admin', 'contact.customer'. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
    /** What caused it: 'quote', 'excursion_quote', 'contact_message', 'reply'. */
    relatedType: text('related_type'),
    relatedId: integer('related_id'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Pending: when it is due (null: now). Sending: when the sender's claim (lease) runs out. */
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    providerMessageId: text('provider_message_id'),
    /** Files sent with it (the booking's calendar file), content in base64; null: none. */
    attachments: text('attachments', { mode: 'json' }).$type<OutboxAttachment[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.nextAttemptAt),
    index('outbox_related_idx').on(t.relatedType, t.relatedId),
    // The per-address cap counts a recipient's recent customer e-mails, the address compared
    // without case, in the statement that queues the next one (decision 008).
    index('outbox_recipient_idx').on(sql`lower(${t.toAddress})`, t.kind, t.createdAt),
  ],
);

/** Answers to public POSTs by Idempotency-Key, so a retried submission stores one record. */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    /** '<scope>:<key>', e.g. 'contact:3f1c…'. */
    id: text('id').primaryKey(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: text('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Per-year counters behind TR-/EX- numbers, e.g. name 'TR-2026'. */
export const numberSequences = sqliteTable('number_sequences', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
});

/** Admin sessions: the signed cookie carries the id, so a session can be revoked here. */
export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    createdAt: createdAt(),
    /** The absolute end: 12 hours after sign-in, however active the session. */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    /**
     * Last use, at most a minute stale (written at most once a minute): the session ends after 30
     * idle minutes. Rows from before this column read 0, idle since long ago: signed out.
     */
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`0`),
    /**
     * A keyed digest of the password hash the session was opened under (never the hash): a session
     * opened before the password changed no longer matches and is refused. Rows from before this
     * column read '', which matches nothing: signed out.
     */
    passwordFingerprint: text('password_fingerprint').notNull().default(''),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
);

export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ip: text('ip').notNull(),
    username: text('username').notNull(),
    succeeded: integer('succeeded', { mode: 'boolean' }).notNull(),
    attemptedAt: createdAt(),
    /**
     * The trusted browser the attempt came from (admin_trusted_devices.id_hash), or null from any
     * other: a trusted browser's failures count against that browser only (decision 032).
     */
    device: text('device'),
  },
  (t) => [
    index('login_attempts_lookup_idx').on(t.ip, t.username, t.attemptedAt),
    index('login_attempts_username_idx').on(t.username, t.attemptedAt),
    index('login_attempts_device_idx').on(t.device, t.attemptedAt),
  ],
);

/**
 * Browsers the administrator has signed in from (OWASP's device cookies, decision 032): the cookie
 * holds a random 256-bit id, this table its SHA-256 only. Such a browser is not slowed by the
 * failures of others for the username, only by its own.
 */
export const adminTrustedDevices = sqliteTable(
  'admin_trusted_devices',
  {
    /** Hex SHA-256 of the id the browser's cookie holds. */
    idHash: text('id_hash').primaryKey(),
    username: text('username').notNull(),
    createdAt: createdAt(),
    /** The last sign-in from it; each one moves `expiresAt` on. */
    lastSignedInAt: integer('last_signed_in_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('admin_trusted_devices_expires_idx').on(t.expiresAt)],
);

/**
 * The administrator's second factor (TOTP, RFC 6238), one row per username, kept from the setup on
 * (`enabled` false until a first code confirms it). The secret is encrypted with a key of its own,
 * TOTP_ENCRYPTION_KEY (auth/second-factor.ts), so a copy of the database alone does not reveal it
 * and rotating SESSION_SECRET leaves it readable.
 */
export const adminSecondFactors = sqliteTable('admin_second_factors', {
  username: text('username').primaryKey(),
  /**
   * 'v2.<iv>.<AES-GCM ciphertext>', base64url, the username as associated data; 'v1.' for a secret
   * still under the key derived from SESSION_SECRET, re-encrypted as v2 at its next use or cron run.
   */
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(false),
  /** The 30-second step of the last code accepted: a code of that step or an earlier one is refused (no replay). */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
  enabledAt: integer('enabled_at', { mode: 'timestamp_ms' }),
});

/** The ten single-use recovery codes given when TOTP is turned on, as SHA-256 hashes only. */
export const adminRecoveryCodes = sqliteTable(
  'admin_recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    /** Hex SHA-256 of the code as shown, lower-case, without spaces or hyphens. */
    codeHash: text('code_hash').notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('admin_recovery_codes_hash_idx').on(t.username, t.codeHash)],
);

/** Who changed what in the back office. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    detail: text('detail', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  // created_at: the trail is read newest first and by date range (decision 028), never sorted whole.
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId), index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * Fixed-window request counters per bucket (e.g. 'quote') and client IP. One row per window, bumped
 * atomically by an upsert; windows older than a day are deleted as new ones open.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    client: text('client').notNull(),
    /** Start of the window, ms since the epoch (a multiple of the window length). */
    windowStart: integer('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.client, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

// ---------------------------------------------------------------------------------------------
// From offer to booking (decision 038). A request is named by its kind and id: transfer and
// excursion quotes are numbered in separate tables.

/** A priced offer for a request, versioned: a new one supersedes the previous, which is kept. */
export const offers = sqliteTable(
  'offers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quoteKind: text('quote_kind', { enum: REPLY_QUOTE_KINDS }).notNull(),
    quoteId: integer('quote_id').notNull(),
    /** 1, 2, 3… per request. */
    version: integer('version').notNull(),
    state: text('state', { enum: OFFER_STATES }).notNull().default('sent'),
    /** The sum of the lines, in cents. */
    totalCents: integer('total_cents').notNull(),
    /** Asked first; equal to the total when the offer is paid in full at once. */
    depositCents: integer('deposit_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** After this instant a 'sent' offer can no longer be paid (the cron marks it expired). */
    validUntil: integer('valid_until', { mode: 'timestamp_ms' }).notNull(),
    /** What succeeded payments brought, refunds not deducted. */
    paidCents: integer('paid_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('offers_quote_version_unique').on(t.quoteKind, t.quoteId, t.version), index('offers_state_valid_idx').on(t.state, t.validUntil)],
);

export const offerLines = sqliteTable(
  'offer_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [uniqueIndex('offer_lines_position_unique').on(t.offerId, t.position)],
);

/** Money received for an offer: by card through Stripe's webhook, or recorded by the admin. */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    quoteKind: text('quote_kind', { enum: REPLY_QUOTE_KINDS }).notNull(),
    quoteId: integer('quote_id').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** What it paid for; null for a payment the admin recorded. */
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** What the offer asked for this purpose: differs from amountCents on a mismatch. */
    expectedCents: integer('expected_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * What makes a payment one: Stripe's Checkout Session id (one payment per session, whatever
     * Stripe delivers twice), or for one recorded by hand `manual:<offer id>:<cents paid before>`,
     * so two clicks on Record cannot count one bank transfer twice.
     */
    receiptKey: text('receipt_key').notNull(),
    stripeSessionId: text('stripe_session_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** The admin's note on a recorded payment ('transfer received 3 Dec'). */
    note: text('note').notNull().default(''),
    /** 'stripe' or the admin who recorded it. */
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_receipt_unique').on(t.receiptKey),
    index('payments_quote_idx').on(t.quoteKind, t.quoteId),
    index('payments_intent_idx').on(t.stripePaymentIntentId),
    // Insights read the payments of a range of months (queries/insights.ts). Not led by the status:
    // the planner would then prefer it to payments_quote_idx for a request's succeeded payments.
    index('payments_created_at_idx').on(t.createdAt),
  ],
);

/** Refunds asked of Stripe from the back office; counted once their webhook says they succeeded. */
export const refunds = sqliteTable(
  'refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    stripeRefundId: text('stripe_refund_id'),
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_stripe_unique').on(t.stripeRefundId),
    index('refunds_payment_idx').on(t.paymentId),
    // Insights' version reads the latest change of a refund (queries/insights.ts): one index seek.
    index('refunds_updated_at_idx').on(t.updatedAt),
  ],
);

/** Every Stripe event handled, by its id: a replayed or concurrent delivery finds its row and does nothing. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/** A confirmed booking: one per request, with its reference. */
export const bookings = sqliteTable(
  'bookings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** PEC-YYYY-NNNN. */
    reference: text('reference').notNull(),
    quoteKind: text('quote_kind', { enum: REPLY_QUOTE_KINDS }).notNull(),
    quoteId: integer('quote_id').notNull(),
    offerId: integer('offer_id').references(() => offers.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bookings_reference_unique').on(t.reference), uniqueIndex('bookings_quote_unique').on(t.quoteKind, t.quoteId)],
);

/**
 * The customer's links to their request page: a random token (256 bits) of which only the SHA-256
 * is kept. Several per request (every e-mail carries a fresh one); revoked together by the admin.
 */
export const requestLinks = sqliteTable(
  'request_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quoteKind: text('quote_kind', { enum: REPLY_QUOTE_KINDS }).notNull(),
    quoteId: integer('quote_id').notNull(),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('request_links_token_unique').on(t.tokenHash), index('request_links_quote_idx').on(t.quoteKind, t.quoteId)],
);

// ---------------------------------------------------------------------------------------------
// Changes and cancellations asked from the customer's request page (decision 040).

/**
 * A request the customer cancelled: when, by whom, and what the schedule made of it then (its
 * window, the fee of the total, what was paid, what is to be refunded). Written in the batch that
 * cancels the request; the batch's own `key` guards everything else it writes, so a second cancel
 * (a double click, a replay) finds the request cancelled already and writes nothing.
 */
export const cancellations = sqliteTable(
  'cancellations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quoteKind: text('quote_kind', { enum: REPLY_QUOTE_KINDS }).notNull(),
    quoteId: integer('quote_id').notNull(),
    /** Random, one per cancelling batch: the statements after the insert run only when it went in. */
    key: text('key').notNull(),
    /** 'customer' (from the request page) or the admin's username. */
    cancelledBy: text('cancelled_by').notNull(),
    window: text('window', { enum: CANCELLATION_WINDOWS }).notNull(),
    feePercent: integer('fee_percent').notNull(),
    feeCents: integer('fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Net of refunds, when it was cancelled. */
    paidCents: integer('paid_cents').notNull(),
    refundDueCents: integer('refund_due_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cancellations_key_unique').on(t.key), index('cancellations_quote_idx').on(t.quoteKind, t.quoteId)],
);

/**
 * A change the customer asked for (a transfer's fields, an excursion's wishes), waiting for the
 * office's answer; accepting it writes its fields to the request in the same batch.
 */
export const changeRequests = sqliteTable(
  'change_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quoteKind: text('quote_kind', { enum: REPLY_QUOTE_KINDS }).notNull(),
    quoteId: integer('quote_id').notNull(),
    /** Random, one per asking batch: its e-mail and audit row are written only when the request went in. */
    key: text('key').notNull(),
    state: text('state', { enum: CHANGE_REQUEST_STATES }).notNull().default('pending'),
    /** Field by field, what it was and what is asked. */
    changes: text('changes', { mode: 'json' }).$type<ChangeSet>().notNull(),
    /** Random, one per deciding batch: the same guard for the answer (two clicks answer once). */
    decisionKey: text('decision_key'),
    /** The admin who answered. */
    decidedBy: text('decided_by'),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('change_requests_key_unique').on(t.key), index('change_requests_quote_idx').on(t.quoteKind, t.quoteId, t.state)],
);

// ---------------------------------------------------------------------------------------------
// Operations (decision 042): the trips to drive, who drives them, and where they meet the customer.

/** The company's chauffeurs: the small list the administrator keeps. */
export const chauffeurs = sqliteTable('chauffeurs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  /** E.164, country code included. */
  phone: text('phone').notNull(),
  /** The languages they speak with customers, as codes ('en', 'fr', 'es' …). */
  languages: text('languages', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  /** Off the list of those who can be assigned (kept for the trips they drove). */
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The fleet: each car, of one of the site's vehicle classes (contract/vehicles.ts), with its plate. */
export const fleetVehicles = sqliteTable(
  'fleet_vehicles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The vehicle class's name as the wizard stores it ('Mercedes V Class 250D'). */
    vehicle: text('vehicle').notNull(),
    /** As written on the car ('GH-123-JK'), upper case; one car per plate. */
    plate: text('plate').notNull(),
    /** What the customer is told to look for ('black', 'noir'): optional. */
    colour: text('colour').notNull().default(''),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fleet_vehicles_plate_unique').on(t.plate)],
);

/**
 * Who drives a trip and in which car: one row per leg of a confirmed request (a round trip's return
 * is its own trip). `version` grows with every change of chauffeur or car, so the reminder sent for
 * one assignment is told apart from the next (trip_reminders).
 */
export const tripAssignments = sqliteTable(
  'trip_assignments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quoteKind: text('quote_kind', { enum: REPLY_QUOTE_KINDS }).notNull(),
    quoteId: integer('quote_id').notNull(),
    leg: text('leg', { enum: TRIP_LEGS }).notNull(),
    chauffeurId: integer('chauffeur_id').references(() => chauffeurs.id, { onDelete: 'set null' }),
    vehicleId: integer('vehicle_id').references(() => fleetVehicles.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('trip_assignments_trip_unique').on(t.quoteKind, t.quoteId, t.leg),
    index('trip_assignments_chauffeur_idx').on(t.chauffeurId),
    index('trip_assignments_vehicle_idx').on(t.vehicleId),
  ],
);

/**
 * The administrator's own words for a meeting point of the library (contract/meeting-points.ts):
 * one row per built-in place (KNOWN_PLACES id) they edited; a place without a row reads the
 * library's default words.
 */
export const meetingPoints = sqliteTable('meeting_points', {
  placeId: text('place_id').primaryKey(),
  instructionsEn: text('instructions_en').notNull(),
  instructionsFr: text('instructions_fr').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: updatedAt(),
});

/**
 * A chauffeur's signed link to their trip sheet and calendar feed (decision 042): the same rules as
 * the customer's (decision 038) — 256 random bits, only the SHA-256 stored, expiring, revocable.
 */
export const chauffeurLinks = sqliteTable(
  'chauffeur_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    chauffeurId: integer('chauffeur_id')
      .notNull()
      .references(() => chauffeurs.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chauffeur_links_token_unique').on(t.tokenHash), index('chauffeur_links_chauffeur_idx').on(t.chauffeurId)],
);

/**
 * The reminder the day before, once per trip and assignment version (decision 042): a plain insert
 * on the unique key is what makes two cron runs send one; a new assignment (version) sends again.
 */
export const tripReminders = sqliteTable(
  'trip_reminders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quoteKind: text('quote_kind', { enum: REPLY_QUOTE_KINDS }).notNull(),
    quoteId: integer('quote_id').notNull(),
    leg: text('leg', { enum: TRIP_LEGS }).notNull(),
    assignmentVersion: integer('assignment_version').notNull(),
    outboxId: integer('outbox_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trip_reminders_once').on(t.quoteKind, t.quoteId, t.leg, t.assignmentVersion)],
);

// ---------------------------------------------------------------------------------------------
// The quote queues' counts (issue 27, decision 046).

/**
 * How many requests each queue holds of each status, flag and payment state: kept by triggers in the
 * same statement as every insert, delete and change of those columns (migration 0022), whatever path
 * makes it, so a list's "x of y" with any filters is a sum over a few dozen rows rather than a count
 * over the queue. Derived: never backed up; a restore's inserts fill it through the triggers.
 */
export const queueTallies = sqliteTable(
  'queue_tallies',
  {
    queue: text('queue', { enum: REPLY_QUOTE_KINDS }).notNull(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull(),
    important: integer('important', { mode: 'boolean' }).notNull(),
    paymentState: text('payment_state', { enum: PAYMENT_STATES }).notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [primaryKey({ columns: [t.queue, t.status, t.important, t.paymentState] })],
);

// Insights (issue 26, decision 044).

/**
 * How many times the rows Insights read have changed: one row, moved by triggers on every insert,
 * delete and relevant update of the requests, e-mails, offers, payments and refunds (migration
 * 0019), in the same statement as the change, whatever path makes it. Its value is Insights' data
 * version, read by one seek.
 */
export const insightsChanges = sqliteTable('insights_changes', {
  id: integer('id').primaryKey(),
  changes: integer('changes').notNull(),
});

// Insights' partial results (decision 044, "Partials"): derived from the tables above, kept per Paris
// week and per Paris month, each computed again only when a change touched it (insights_stale), so a
// period is answered by one round trip that recomputes the few buckets a change touched and reads the
// others. Never backed up: a restore leaves them empty, and the first read computes them.

/** A Paris week's requests, by the Monday it starts on (the same whatever period asks for it). */
export const insightsWeeks = sqliteTable('insights_weeks', {
  /** YYYY-MM-DD, the Monday (Paris). */
  week: text('week').primaryKey(),
  transfer: integer('transfer').notNull(),
  excursion: integer('excursion').notNull(),
  /** Requests of both kinds by language, as a JSON object ({"en": 3, "fr": 1}). */
  byLang: text('by_lang').notNull(),
  /** Requests that have had a first reply. */
  replied: integer('replied').notNull(),
  /** The median delay to the first reply in milliseconds (the mean of the two middle ones for an even count); null: none replied. */
  replyDelay: real('reply_delay'),
});

/** The funnel of the requests made in a Paris month (both kinds), by 'YYYY-MM'. */
export const insightsMonths = sqliteTable('insights_months', {
  month: text('month').primaryKey(),
  requested: integer('requested').notNull(),
  offered: integer('offered').notNull(),
  paid: integer('paid').notNull(),
  completed: integer('completed').notNull(),
  cancelled: integer('cancelled').notNull(),
});

/**
 * The funnel of the requests made in one UTC hour (both kinds), by the hour's first instant: a
 * Paris month's row in insights_months is always the sum of its hours here (a Paris midnight is a
 * whole UTC hour), so a change marked in one hour is counted again for that hour alone and the
 * month's row moved by the difference (decision 044, migration 0023).
 */
export const insightsHours = sqliteTable('insights_hours', {
  hour: integer('hour').primaryKey(),
  requested: integer('requested').notNull(),
  offered: integer('offered').notNull(),
  paid: integer('paid').notNull(),
  completed: integer('completed').notNull(),
  cancelled: integer('cancelled').notNull(),
});

/** The transfers of a Paris month by route (a month whose row in insights_months is there has all its routes here). */
export const insightsMonthRoutes = sqliteTable(
  'insights_month_routes',
  {
    month: text('month').notNull(),
    pickup: text('pickup').notNull(),
    dropoff: text('dropoff').notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.pickup, t.dropoff] })],
);

/** The excursion requests of a Paris month by title (as insights_month_routes). */
export const insightsMonthExcursions = sqliteTable(
  'insights_month_excursions',
  {
    month: text('month').notNull(),
    title: text('title').notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.title] })],
);

/** The succeeded payments made in a Paris month, their succeeded refunds deducted there, by 'YYYY-MM'. */
export const insightsMoney = sqliteTable('insights_money', {
  month: text('month').primaryKey(),
  paidCents: integer('paid_cents').notNull(),
  refundedCents: integer('refunded_cents').notNull(),
  payments: integer('payments').notNull(),
});

/**
 * What a change made stale, written by triggers in the same statement as the change (migration
 * 0020): the instant it touches, floored to its UTC hour (a Paris midnight is a whole UTC hour, so
 * the hour falls in the same buckets as the instant, and the table holds one row an hour at most),
 * and which partials it touches: 'week' (insights_weeks), 'month' (the funnel: that hour of
 * insights_hours, and its month in insights_months by the difference), 'route' (the month's routes
 * and excursions, migration 0023) or 'money' (insights_money). A read removes the marks of the
 * buckets it computed again; the others stay for the periods that hold them.
 */
export const insightsStale = sqliteTable(
  'insights_stale',
  {
    scope: text('scope', { enum: ['week', 'month', 'route', 'money'] }).notNull(),
    at: integer('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.at] })],
);
