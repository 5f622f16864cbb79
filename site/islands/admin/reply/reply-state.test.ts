// The reply screen's rules without a browser: the status selector's save, revert and 'Saved'; the
// Quick Templates in the quote's language; the admin's edits protected from a template; when Send
// is allowed; the priced offer filling the templates and going with the e-mail; and the body POSTed
// to /api/email/send.
import { describe, expect, it } from 'vitest';
import { REQUEST_PAGE_LINK_FIELD } from '../../../../worker/contract/email-send-words.ts';
import { fillReplyTemplate, replyMessageHtml, unreplacedPlaceholders } from '../../../../worker/contract/reply-templates.ts';
import { excursionQuote, transferQuote } from './fixtures.ts';
import {
  canSend,
  composerReducer,
  emailSendBody,
  initialComposer,
  initialStatus,
  isEdited,
  isSavingStatus,
  pendingPlaceholders,
  statusReducer,
  summaryPrice,
  type ComposerAction,
  type ComposerState,
} from './reply-state.ts';
import type { OfferAction } from './offer-state.ts';

const run = (state: ComposerState, ...actions: ComposerAction[]) => actions.reduce(composerReducer, state);
/** Thursday 26 November 2026, 17:00 in Paris. */
const NOW = Date.parse('2026-11-26T16:00:00Z');
const transfer = () => initialComposer(transferQuote, transferQuote.lang, NOW);
const excursion = () => initialComposer(excursionQuote, excursionQuote.lang, NOW);
const offer = (action: OfferAction, now?: number): ComposerAction => ({ type: 'offer', action, now });
/** The offer switched on, a line of 450 labelled, and the validity left at 48 hours. */
const withOffer = (state: ComposerState) =>
  run(state, offer({ type: 'toggle', on: true }), offer({ type: 'label', key: 0, value: 'Transfer' }), offer({ type: 'amount', key: 0, value: '450' }));

describe('statusReducer', () => {
  it('starts from the quote’s status, pending when it has none', () => {
    expect(initialStatus('confirmed').status).toBe('confirmed');
    expect(initialStatus(undefined).status).toBe('pending');
  });

  it('shows the new status while saving, then Saved, which only its own timer clears', () => {
    let state = statusReducer(initialStatus('pending'), { type: 'change', status: 'confirmed' });
    expect(state).toMatchObject({ status: 'confirmed', previous: 'pending', notice: null });
    expect(isSavingStatus(state)).toBe(true);
    // No second change while one is in flight (the selector is disabled too).
    expect(statusReducer(state, { type: 'change', status: 'cancelled' })).toBe(state);
    state = statusReducer(state, { type: 'saved', status: 'confirmed' });
    expect(state).toMatchObject({ status: 'confirmed', previous: null, notice: 'saved' });
    expect(statusReducer(state, { type: 'noticeExpired', noticeId: state.noticeId - 1 }).notice).toBe('saved');
    expect(statusReducer(state, { type: 'noticeExpired', noticeId: state.noticeId }).notice).toBeNull();
  });

  it('restores the previous status on failure and keeps the failure message', () => {
    const saving = statusReducer(initialStatus('pending'), { type: 'change', status: 'completed' });
    const failed = statusReducer(saving, { type: 'failed' });
    expect(failed).toMatchObject({ status: 'pending', previous: null, notice: 'failed' });
    expect(statusReducer(failed, { type: 'noticeExpired', noticeId: failed.noticeId }).notice).toBe('failed');
    // The next change clears it.
    expect(statusReducer(failed, { type: 'change', status: 'confirmed' }).notice).toBeNull();
  });

  it('ignores choosing the status already shown', () => {
    const state = initialStatus('pending');
    expect(statusReducer(state, { type: 'change', status: 'pending' })).toBe(state);
  });

  it('follows the status the server gives with the booking (a payment confirms it), unless a save is in flight', () => {
    expect(statusReducer(initialStatus('replied'), { type: 'synced', status: 'confirmed' }).status).toBe('confirmed');
    const same = initialStatus('replied');
    expect(statusReducer(same, { type: 'synced', status: 'replied' })).toBe(same);
    const saving = statusReducer(initialStatus('pending'), { type: 'change', status: 'cancelled' });
    expect(statusReducer(saving, { type: 'synced', status: 'confirmed' })).toBe(saving);
  });

  it('shows replied after a sent reply, unless a status save is in flight or the booking is confirmed or completed', () => {
    expect(statusReducer(initialStatus('pending'), { type: 'replied' }).status).toBe('replied');
    expect(statusReducer(initialStatus('cancelled'), { type: 'replied' }).status).toBe('replied');
    expect(statusReducer(initialStatus('confirmed'), { type: 'replied' }).status).toBe('confirmed');
    expect(statusReducer(initialStatus('completed'), { type: 'replied' }).status).toBe('completed');
    const saving = statusReducer(initialStatus('pending'), { type: 'change', status: 'cancelled' });
    expect(statusReducer(saving, { type: 'replied' })).toBe(saving);
  });
});

describe('composerReducer: Quick Templates', () => {
  it('addresses the quote’s own e-mail and starts empty', () => {
    expect(transfer()).toMatchObject({ to: 'claire@example.com', subject: '', message: '', template: null, lang: 'fr' });
  });

  it('fills subject and message in the quote’s language, for both kinds', () => {
    const french = run(transfer(), { type: 'template', kind: 'bookingConfirmation' });
    expect(french).toMatchObject(fillReplyTemplate('bookingConfirmation', 'fr', { quote: transferQuote, price: '', paymentLink: '' }));
    expect(french.message).toContain('TR-2026-0042');
    const english = run(excursion(), { type: 'template', kind: 'thankYou' });
    expect(english.subject).toBe(fillReplyTemplate('thankYou', 'en', { quote: excursionQuote }).subject);
    expect(isEdited(english)).toBe(false);
  });

  it('refills with the price and payment link as they are typed while the text is the template’s', () => {
    let state = run(transfer(), { type: 'template', kind: 'paymentRequest' });
    expect(pendingPlaceholders(state).length).toBeGreaterThan(0);
    state = run(state, { type: 'price', value: '450' }, { type: 'paymentLink', value: 'https://pay.example.com/x' });
    expect(state.message).toBe(
      fillReplyTemplate('paymentRequest', 'fr', { quote: transferQuote, price: '450', paymentLink: 'https://pay.example.com/x' }).message,
    );
    expect(state.message).toContain('https://pay.example.com/x');
    expect(pendingPlaceholders(state)).toEqual([]);
    expect(state.stale).toBe(false);
  });

  it('keeps the admin’s edits when the price changes, and offers a refill that asks first', () => {
    let state = run(transfer(), { type: 'template', kind: 'paymentRequest' });
    const edited = `${state.message}\nP.S. See you soon.`;
    state = run(state, { type: 'message', value: edited }, { type: 'price', value: '450' });
    expect(state.message).toBe(edited);
    expect(state.stale).toBe(true);
    state = run(state, { type: 'refill' });
    expect(state.confirm).toBe('paymentRequest');
    expect(state.message).toBe(edited);
    state = run(state, { type: 'confirmReplace' });
    expect(state.confirm).toBeNull();
    expect(state.stale).toBe(false);
    expect(state.message).not.toContain('P.S.');
    expect(state.message).toContain('450');
  });

  it('offers no refill when the chosen template shows neither price nor link', () => {
    let state = run(transfer(), { type: 'template', kind: 'thankYou' });
    state = run(state, { type: 'message', value: `${state.message}\nP.S.` }, { type: 'price', value: '450' });
    expect(state.stale).toBe(false);
  });

  it('asks before another template replaces edited text; Keep my text changes nothing', () => {
    const typed = run(transfer(), { type: 'subject', value: 'About your ride' });
    const asking = run(typed, { type: 'template', kind: 'reminder' });
    expect(asking).toMatchObject({ confirm: 'reminder', subject: 'About your ride', template: null });
    const kept = run(asking, { type: 'keepText' });
    expect(kept).toMatchObject({ confirm: null, subject: 'About your ride', message: '' });
    const replaced = run(asking, { type: 'confirmReplace' });
    expect(replaced.template).toBe('reminder');
    expect(replaced.subject).not.toBe('About your ride');
  });

  it('switches between templates freely while the text is untouched', () => {
    const state = run(transfer(), { type: 'template', kind: 'reminder' }, { type: 'template', kind: 'thankYou' });
    expect(state).toMatchObject({ template: 'thankYou', confirm: null });
  });
});

describe('composerReducer: a priced offer', () => {
  it('fills the price templates from the offer, in the quote’s language, with the request page’s merge field', () => {
    const state = run(withOffer(transfer()), { type: 'template', kind: 'paymentRequest' });
    expect(state.message).toBe(
      fillReplyTemplate('paymentRequest', 'fr', {
        quote: transferQuote,
        offer: { totalCents: 45_000, depositCents: 22_500, validUntil: new Date(NOW + 48 * 3_600_000) },
      }).message,
    );
    expect(state.message).toContain('Prix\u00a0: 450\u00a0€');
    expect(state.message).toContain('Acompte pour confirmer votre réservation\u00a0: 225\u00a0€');
    expect(state.message).toContain('valable jusqu’au samedi 28 novembre à 17:00 (heure de Paris)');
    expect(state.message).toContain(`\n${REQUEST_PAGE_LINK_FIELD}\n`);
    expect(pendingPlaceholders(state)).toEqual([]);
  });

  it('shows placeholders, which keep Send disabled, while the offer is not complete', () => {
    const state = run(transfer(), offer({ type: 'toggle', on: true }), { type: 'template', kind: 'depositRequest' });
    expect(unreplacedPlaceholders(state.message)).toEqual(['[prix]', '[acompte]']);
  });

  it('refills as the total, deposit or validity change, from the time of the change, while the text is the template’s', () => {
    let state = run(withOffer(excursion()), { type: 'template', kind: 'bookingDetails' });
    expect(state.message).toContain('Price: €450');
    const later = NOW + 3_600_000;
    state = run(state, offer({ type: 'amount', key: 0, value: '500' }, later), offer({ type: 'payInFull', value: true }, later));
    expect(state.message).toContain('Price: €500');
    expect(state.message).toContain('To confirm your booking: payment in full, €500');
    expect(state.message).toContain('valid until Saturday 28 November at 18:00 (Paris time)');
    state = run(state, offer({ type: 'validity', value: '24' }, later));
    expect(state.message).toContain('valid until Friday 27 November at 18:00 (Paris time)');
    expect(state.stale).toBe(false);
  });

  it('does not refill for a label, and keeps the admin’s edits when a total changes, offering a refill', () => {
    let state = run(withOffer(transfer()), { type: 'template', kind: 'depositRequest' });
    const filled = state.message;
    state = run(state, offer({ type: 'label', key: 0, value: 'Transfert CDG' }, NOW + 60_000));
    expect(state.message).toBe(filled);
    const edited = `${filled}\nP.S.`;
    state = run(state, { type: 'message', value: edited }, offer({ type: 'amount', key: 0, value: '480' }));
    expect(state.message).toBe(edited);
    expect(state.stale).toBe(true);
    state = run(state, { type: 'refill' }, { type: 'confirmReplace' });
    expect(state.message).toContain('480\u00a0€');
    expect(state.message).not.toContain('P.S.');
  });

  it('goes back to the typed price and link when the offer is switched off', () => {
    let state = run(transfer(), { type: 'price', value: '300' }, { type: 'paymentLink', value: 'https://pay.example.com/x' });
    state = run(withOffer(state), { type: 'template', kind: 'paymentRequest' });
    expect(state.message).not.toContain('https://pay.example.com/x');
    state = run(state, offer({ type: 'toggle', on: false }));
    expect(state.message).toBe(
      fillReplyTemplate('paymentRequest', 'fr', { quote: transferQuote, price: '300', paymentLink: 'https://pay.example.com/x' }).message,
    );
    expect(summaryPrice(state)).toBe('300');
    expect(summaryPrice(withOffer(state))).toBe('450');
  });

  it('refuses to send while the offer has a problem, and posts it in cents once ready', () => {
    const ready = run(transfer(), { type: 'subject', value: 'Votre devis' }, { type: 'message', value: `Payez ici : ${REQUEST_PAGE_LINK_FIELD}` });
    const incomplete = run(ready, offer({ type: 'toggle', on: true }));
    expect(canSend(incomplete)).toBe(false);
    const complete = withOffer(ready);
    expect(canSend(complete)).toBe(true);
    expect(emailSendBody(complete, { id: 42, kind: 'transfer' }).offer).toEqual({
      lines: [{ label: 'Transfer', amountCents: 45_000 }],
      depositCents: 22_500,
      validityHours: 48,
    });
    expect(emailSendBody(ready, { id: 42, kind: 'transfer' })).not.toHaveProperty('offer');
  });

  it('switches the offer off once sent, and puts the server’s field messages on the offer after a refusal', () => {
    const sending = run(withOffer(transfer()), { type: 'subject', value: 'S' }, { type: 'message', value: 'M' }, { type: 'sending' });
    expect(run(sending, { type: 'sent' }).offer.on).toBe(false);
    const refused = run(sending, {
      type: 'sendFailed',
      reason: 'failed',
      detail: 'Give an amount.',
      fields: { 'offer.lines.0.amountCents': 'Give an amount.' },
    });
    expect(refused.offer.server.lines[0]).toEqual({ amount: 'Give an amount.' });
    expect(refused.offer.on).toBe(true);
  });
});

describe('Send', () => {
  const ready = () => run(transfer(), { type: 'subject', value: 'Your quote' }, { type: 'message', value: 'Dear Claire,\n\nHere it is.' });

  it('is allowed only with a subject and a message that are not blank once trimmed', () => {
    expect(canSend(transfer())).toBe(false);
    expect(canSend(ready())).toBe(true);
    expect(canSend(run(ready(), { type: 'subject', value: '   ' }))).toBe(false);
    expect(canSend(run(ready(), { type: 'message', value: '\n \n' }))).toBe(false);
    expect(canSend({ ...ready(), to: ' ' })).toBe(false);
  });

  it('is refused while a template placeholder remains, in either language', () => {
    expect(canSend(run(ready(), { type: 'message', value: 'Total: [price]' }))).toBe(false);
    expect(canSend(run(ready(), { type: 'message', value: 'Payez ici : [lien de paiement]' }))).toBe(false);
    expect(pendingPlaceholders({ subject: '[price]', message: '' })).toEqual(['[price]']);
  });

  it('is disabled while sending, and the outcome clears when the admin edits again', () => {
    const sending = run(ready(), { type: 'sending' });
    expect(sending.send.status).toBe('sending');
    expect(canSend(sending)).toBe(false);
    // A second submit while one is in flight changes nothing.
    expect(run(sending, { type: 'sending' })).toEqual(sending);
    const failed = run(sending, { type: 'sendFailed', reason: 'failed', detail: null });
    expect(failed.send).toEqual({ status: 'failed', reason: 'failed', detail: null });
    expect(canSend(failed)).toBe(true);
    expect(run(failed, { type: 'message', value: 'Again' }).send.status).toBe('idle');
    expect(run(sending, { type: 'sent' }).send.status).toBe('sent');
  });

  it('does not start without what the rules ask', () => {
    const empty = transfer();
    expect(run(empty, { type: 'sending' })).toBe(empty);
  });

  it('posts to, trimmed subject, the message as HTML, the quote id and its kind', () => {
    const state = run(ready(), { type: 'subject', value: '  Your quote  ' });
    expect(emailSendBody(state, { id: 42, kind: 'transfer' })).toEqual({
      to: 'claire@example.com',
      subject: 'Your quote',
      htmlContent: replyMessageHtml('Dear Claire,\n\nHere it is.'),
      quoteId: 42,
      quoteKind: 'transfer',
    });
    expect(emailSendBody(excursion(), { id: 7, kind: 'excursion' })).toMatchObject({ to: 'jean@example.com', quoteId: 7, quoteKind: 'excursion' });
  });
});
