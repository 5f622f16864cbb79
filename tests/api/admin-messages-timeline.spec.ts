// The customer's story beside their conversation (GET /api/admin/messages/:id, issue 24): every
// request made with the conversation's address whatever its case (and nothing of anyone else's),
// the offers, payments, refunds, changes, cancellations and e-mails of their timeline in the order
// they happened, where each message came from, and the answers the customer has not read yet.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversationSchema, type Conversation } from '../../worker/contract/schemas/admin-messages.ts';
import { REQUEST_PAGE_LINK_FIELD } from '../../worker/contract/email-send-words.ts';
import { recordContactMessage } from '../../worker/db/queries/contact.ts';
import { cancellations, changeRequests, conversations, messages, outbox, payments, refunds } from '../../worker/db/schema.ts';
import { adminBookingsRoutes } from '../../worker/routes/admin/bookings.ts';
import { emailRoutes } from '../../worker/routes/admin/email.ts';
import { adminMessagesRoutes } from '../../worker/routes/admin/messages.ts';
import { adminCaller } from './admin-support.ts';
import { aStoredExcursionQuote, aStoredQuote } from './factories.ts';
import { TEST_ADMIN, answerOf, call, db, errorOf } from './support.ts';

const { call: callAdmin, post: postAdmin } = adminCaller(
  { email: emailRoutes, admin: { '/messages': adminMessagesRoutes, '/bookings': adminBookingsRoutes } },
  TEST_ADMIN.username,
);

/** The customer as they typed their address on the contact form: the requests have it in other cases. */
const CLAIRE = 'Claire.Martin@Example.com';

/** A Contact Us message, stored as POST /api/contact stores it (without its e-mails); its conversation's id. */
async function aContactMessage(email: string, message = 'Bonjour'): Promise<number> {
  const { conversationId } = await recordContactMessage(db(), {
    message: { name: 'Claire Martin', email, message, lang: 'en', company: '', street: '', zip: '', city: '', telephone: '' },
    emails: [],
    idempotency: null,
  });
  return conversationId;
}

async function open(id: number): Promise<Conversation> {
  const response = await callAdmin(`/api/admin/messages/${id}`);
  expect(response.status).toBe(200);
  return answerOf(response, conversationSchema);
}

/** An instant `minutes` after an hour ago, so the requests' order is the test's, not the clock's. */
const at = (minutes: number) => new Date(Math.floor((Date.now() - 3_600_000) / 60_000) * 60_000 + minutes * 60_000);

/** A reply to the request carrying an offer of 130.50 € (65.25 € deposit), as Reply to Customer sends it. */
async function sendOffer(kind: 'transfer' | 'excursion', quoteId: number, to: string) {
  const response = await postAdmin('/api/email/send', {
    to,
    subject: 'Your offer',
    htmlContent: `<p>Pay here: ${REQUEST_PAGE_LINK_FIELD}</p>`,
    quoteId,
    quoteKind: kind,
    offer: { lines: [{ label: 'Transfer CDG → Eiffel Tower', amountCents: 13_050 }], depositCents: 6_525, validityHours: 48 },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The timeline in words a test can compare: one short line per event. */
function linesOf(conversation: Conversation): string[] {
  return conversation.timeline.map((event) => {
    switch (event.type) {
      case 'request':
        return `request ${event.request.number}`;
      case 'offer':
        return `offer v${event.version} ${event.request.number} ${event.totalCents} ${event.state}`;
      case 'payment':
        return `payment ${event.request.number} ${event.amountCents} ${event.method}`;
      case 'refund':
        return `refund ${event.request.number} ${event.amountCents} ${event.status}`;
      case 'change':
        return `change ${event.request.number} ${event.state}`;
      case 'cancellation':
        return `cancellation ${event.request.number} fee ${event.feeCents} due ${event.refundDueCents} by ${event.cancelledBy}`;
      case 'email':
        return `email ${event.kind}`;
    }
  });
}

describe('the customer’s requests beside their conversation', () => {
  it('lists every transfer and excursion request made with the address, whatever its case, newest first, and nothing of another customer’s', async () => {
    const conversation = await aContactMessage(CLAIRE);
    const transfer = await aStoredQuote({ email: 'claire.martin@example.com' }, { createdAt: at(0) });
    const excursion = await aStoredExcursionQuote({ email: 'CLAIRE.MARTIN@EXAMPLE.COM' }, { createdAt: at(10) });
    const later = await aStoredQuote(
      { email: 'claire.martin@example.com', pickupAt: new Date(Date.now() + 72 * 3600_000) },
      { createdAt: at(20), status: 'confirmed' },
    );
    // Another customer, and an address that only contains Claire's.
    await aStoredQuote({ email: 'ben@example.com' }, { createdAt: at(5) });
    await aStoredExcursionQuote({ email: 'not.claire.martin@example.com' }, { createdAt: at(15) });

    const thread = await open(conversation);
    expect(thread.requests).toEqual([
      {
        kind: 'transfer',
        id: later.id,
        number: later.quoteNumber,
        status: 'confirmed',
        paymentState: 'none',
        bookingReference: null,
        createdAt: at(20).toISOString(),
        pickupAt: expect.any(String),
        excursionTitle: null,
        path: `/admin/email-reply/${later.id}?kind=transfer`,
      },
      {
        kind: 'excursion',
        id: excursion.id,
        number: excursion.exQuoteNumber,
        status: 'pending',
        paymentState: 'none',
        bookingReference: null,
        createdAt: at(10).toISOString(),
        pickupAt: null,
        excursionTitle: 'Versailles Palace Private Day Trip',
        path: `/admin/email-reply/${excursion.id}?kind=excursion`,
      },
      expect.objectContaining({ kind: 'transfer', id: transfer.id, number: transfer.quoteNumber, path: `/admin/email-reply/${transfer.id}?kind=transfer` }),
    ]);
    expect(Date.parse(thread.requests[0]!.pickupAt!)).toBeGreaterThan(Date.now() + 71 * 3600_000);
    // Each request's arrival is an event, oldest first.
    expect(linesOf(thread)).toEqual([`request ${transfer.quoteNumber}`, `request ${excursion.exQuoteNumber}`, `request ${later.quoteNumber}`]);
  });

  it('puts the offers, payments, refunds, changes, cancellations and e-mails in the order they happened', async () => {
    const conversation = await aContactMessage(CLAIRE);
    const transfer = await aStoredQuote({ email: 'claire.martin@example.com' }, { createdAt: at(0) });
    const excursion = await aStoredExcursionQuote({ email: 'claire.martin@example.com' }, { createdAt: at(1) });
    const ben = await aStoredQuote({ email: 'ben@example.com' }, { createdAt: at(2) });

    await sendOffer('transfer', transfer.id, 'claire.martin@example.com');
    await sendOffer('transfer', ben.id, 'ben@example.com');
    const recorded = await postAdmin(`/api/admin/bookings/transfer/${transfer.id}/payments`, { amountCents: 6_525, method: 'bank_transfer' });
    expect(recorded.status).toBe(201);
    // What the product writes at these moments, written here at fixed instants after them.
    const [payment] = await db().select().from(payments).where(eq(payments.quoteId, transfer.id));
    const later = new Date(Date.now() + 60_000);
    const afterThat = (minutes: number) => new Date(later.getTime() + minutes * 60_000);
    await db()
      .insert(refunds)
      .values({
        paymentId: payment!.id,
        amountCents: 1_000,
        status: 'succeeded',
        stripeRefundId: 're_timeline',
        requestedBy: TEST_ADMIN.username,
        createdAt: afterThat(1),
      });
    await db()
      .insert(changeRequests)
      .values({ quoteKind: 'excursion', quoteId: excursion.id, key: 'change-timeline', state: 'declined', changes: {}, createdAt: afterThat(2) });
    await db()
      .insert(cancellations)
      .values({
        quoteKind: 'excursion',
        quoteId: excursion.id,
        key: 'cancel-timeline',
        cancelledBy: 'customer',
        window: 'free',
        feePercent: 0,
        feeCents: 0,
        totalCents: 0,
        paidCents: 0,
        refundDueCents: 0,
        createdAt: afterThat(3),
      });
    // An e-mail to the company about Claire is not one sent to her.
    await db()
      .insert(outbox)
      .values({ kind: 'message.admin', toAddress: 'claire.martin@example.com', subject: 'Notification', html: '', text: '', createdAt: afterThat(4) });

    const thread = await open(conversation);
    const lines = linesOf(thread);
    expect(lines).toEqual([
      `request ${transfer.quoteNumber}`,
      `request ${excursion.exQuoteNumber}`,
      // The offer (its state now), then the reply that carried it.
      `offer v1 ${transfer.quoteNumber} 13050 deposit_paid`,
      'email reply.transfer',
      // The payment, then the confirmation it caused.
      `payment ${transfer.quoteNumber} 6525 bank_transfer`,
      'email booking.confirmed',
      `refund ${transfer.quoteNumber} 1000 succeeded`,
      `change ${excursion.exQuoteNumber} declined`,
      `cancellation ${excursion.exQuoteNumber} fee 0 due 0 by customer`,
    ]);
    // Nothing of Ben's: not his request, his offer, nor the e-mail he was sent.
    expect(lines.join('\n')).not.toContain(ben.quoteNumber);
    expect(thread.timeline.find((event) => event.type === 'email')).toEqual({
      type: 'email',
      time: expect.any(String),
      kind: 'reply.transfer',
      subject: 'Your offer',
      status: 'sent',
    });
    expect(thread.requests.find((request) => request.id === transfer.id && request.kind === 'transfer')).toMatchObject({
      paymentState: 'deposit_paid',
      bookingReference: expect.stringMatching(/^PEC-/),
    });
  });
});

describe('where each message came from', () => {
  it('says e-mail, request page, contact form, Reply to Customer or Messages, and names the request a message is about', async () => {
    // As the contact form stores it (in lower case): the conversation Reply to Customer's answer joins.
    const conversation = await aContactMessage('claire.martin@example.com', 'From the contact form');
    const transfer = await aStoredQuote({ email: 'claire.martin@example.com' });
    await db()
      .insert(messages)
      .values([
        { conversationId: conversation, sender: 'customer', text: 'From an e-mail', inboundMessageId: '<reply-1@example.com>' },
        { conversationId: conversation, sender: 'customer', text: 'From the request page', requestKind: 'transfer', requestId: transfer.id },
      ]);
    const replied = await postAdmin('/api/email/send', {
      to: 'claire.martin@example.com',
      subject: 'Your transfer',
      htmlContent: '<p>From Reply to Customer</p>',
      quoteId: transfer.id,
      quoteKind: 'transfer',
    });
    expect(replied.status, await replied.clone().text()).toBe(200);
    // A request deleted since (privacy erasure of another address, say): the message stays, unnamed.
    await db()
      .insert(messages)
      .values({ conversationId: conversation, sender: 'customer', text: 'About a request gone', requestKind: 'excursion', requestId: 999_999 });
    expect((await postAdmin(`/api/admin/messages/${conversation}/reply`, { text: 'From Messages' })).status).toBe(201);

    const thread = await open(conversation);
    const request = { kind: 'transfer', id: transfer.id, number: transfer.quoteNumber };
    expect(thread.messages.map(({ text, from, channel, request }) => ({ text, from, channel, ...(request ? { request } : {}) }))).toEqual([
      { text: 'From the contact form', from: 'customer', channel: 'contact' },
      { text: 'From an e-mail', from: 'customer', channel: 'email' },
      { text: 'From the request page', from: 'customer', channel: 'page', request },
      { text: 'From Reply to Customer', from: 'admin', channel: 'reply', request },
      { text: 'About a request gone', from: 'customer', channel: 'page' },
      { text: 'From Messages', from: 'admin', channel: 'messages' },
    ]);
    expect(thread.messages[4]).not.toHaveProperty('request');
  });
});

describe('what the customer has not read yet', () => {
  it('counts the admin’s answers after the last message the customer marked read', async () => {
    const conversation = await aContactMessage(CLAIRE);
    for (const text of ['First answer', 'Second answer']) {
      expect((await postAdmin(`/api/admin/messages/${conversation}/reply`, { text })).status).toBe(201);
    }
    // The customer writes again: their own message is never unread to them.
    await aContactMessage(CLAIRE, 'Thanks');
    let thread = await open(conversation);
    expect(thread).toMatchObject({ customerReadMessageId: 0, customerUnread: 2 });

    const [first, second] = thread.messages.filter((message) => message.from === 'admin');
    const markRead = (id: number) => db().update(conversations).set({ customerReadMessageId: id }).where(eq(conversations.id, conversation));
    await markRead(first!.id);
    thread = await open(conversation);
    expect(thread).toMatchObject({ customerReadMessageId: first!.id, customerUnread: 1 });
    await markRead(second!.id);
    expect(await open(conversation)).toMatchObject({ customerReadMessageId: second!.id, customerUnread: 0 });
  });

  it('answers 401 without a session', async () => {
    const conversation = await aContactMessage(CLAIRE);
    const response = await call(`/api/admin/messages/${conversation}`);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('unauthorized');
  });
});
