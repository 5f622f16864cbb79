import { describe, expect, it } from 'vitest';
import { t } from '../i18n/index.ts';
import type { CustomerRequestView } from '../../worker/contract/schemas/bookings.ts';
import { company } from '../../worker/contract/company.ts';
import {
  PAY_BUTTON,
  calendarFilePath,
  cancelStep,
  cancelSummary,
  changeSection,
  changeValueText,
  googleCalendarUrl,
  REFRESH_CHECKS,
  REQUEST_PAGE_HEADERS,
  greeting,
  methodKey,
  offerStanding,
  offerSummaryRows,
  payableNow,
  parisDateAndTime,
  parisPaymentDate,
  redirectToRequestLanguage,
  remainingCents,
  requestNotice,
  requestPagePath,
  statusWords,
} from './request-page.ts';

const TOKEN = 'a'.repeat(43);
const PAGE = `/request/${TOKEN}`;
const query = (search: string) => new URLSearchParams(search);

describe('the request page address', () => {
  it('is /request/{token} in English and /fr/request/{token} in French, with the query kept', () => {
    expect(requestPagePath('en', TOKEN)).toBe(PAGE);
    expect(requestPagePath('fr', TOKEN, '?checkout=success')).toBe(`/fr${PAGE}?checkout=success`);
  });

  it('redirects to the request’s own language only when the path speaks the other one', () => {
    expect(redirectToRequestLanguage('en', 'en', TOKEN, '')).toBeNull();
    expect(redirectToRequestLanguage('fr', 'fr', TOKEN, '?payment=busy')).toBeNull();
    expect(redirectToRequestLanguage('en', 'fr', TOKEN, '?checkout=cancelled')).toBe(`/fr${PAGE}?checkout=cancelled`);
    expect(redirectToRequestLanguage('fr', 'en', TOKEN, '')).toBe(PAGE);
  });

  it('is never cached nor indexed', () => {
    expect(REQUEST_PAGE_HEADERS).toEqual({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' });
  });
});

describe('the status in plain words', () => {
  it('has a label and a sentence for each status, in both languages', () => {
    for (const status of ['pending', 'replied', 'confirmed', 'completed', 'cancelled'] as const) {
      const words = statusWords({ status, offer: null });
      for (const lang of ['en', 'fr'] as const) {
        expect(t(lang, words.label)).not.toContain('requestPage.');
        expect(t(lang, words.text)).not.toContain('requestPage.');
      }
    }
    expect(t('en', statusWords({ status: 'confirmed', offer: null }).label)).toBe('Confirmed');
  });

  it('speaks of the offer below only when there is one', () => {
    const offer = { state: 'sent' } as Parameters<typeof statusWords>[0]['offer'];
    expect(statusWords({ status: 'replied', offer }).text).toBe('requestPage.status.replied.text');
    expect(statusWords({ status: 'replied', offer: null }).text).toBe('requestPage.status.replied.textNoOffer');
  });

  it('greets the customer by first name, or simply when there is none', () => {
    const named = greeting(' Jane ');
    expect(t('en', named.key, named.vars)).toBe('Hello Jane');
    expect(t('fr', named.key, named.vars)).toBe('Bonjour Jane');
    expect(t('en', greeting('  ').key)).toBe('Hello');
  });
});

describe('the offer', () => {
  const offer = { totalCents: 90_000, depositCents: 45_000, paidCents: 0, refundedCents: 0 };

  it('lists the deposit, what is paid and what remains', () => {
    expect(offerSummaryRows(offer)).toEqual([
      { key: 'requestPage.offer.deposit', cents: 45_000 },
      { key: 'requestPage.offer.paid', cents: 0 },
      { key: 'requestPage.offer.remaining', cents: 90_000 },
    ]);
  });

  it('says "in full" when the deposit is the total, and shows a refund when there is one', () => {
    expect(offerSummaryRows({ ...offer, depositCents: 90_000, paidCents: 40_000, refundedCents: 50_000 })).toEqual([
      { key: 'requestPage.offer.depositFull', cents: 90_000 },
      { key: 'requestPage.offer.paid', cents: 40_000 },
      { key: 'requestPage.offer.refunded', cents: 50_000 },
      { key: 'requestPage.offer.remaining', cents: 50_000 },
    ]);
  });

  it('never shows a negative remainder', () => {
    expect(remainingCents({ totalCents: 100, paidCents: 150 })).toBe(0);
  });

  it('writes its validity in Paris time, labelled as such', () => {
    // 17:00 UTC on 28 November is 18:00 in Paris (winter time).
    const standing = offerStanding({ state: 'sent', validUntil: '2026-11-28T17:00:00.000Z' }, 'en');
    expect(t('en', standing!.key, standing!.vars)).toBe('Valid until Saturday 28 November 2026, 18:00 (Paris time)');
    const french = offerStanding({ state: 'sent', validUntil: '2026-07-04T16:30:00.000Z' }, 'fr');
    expect(t('fr', french!.key, french!.vars)).toBe('Valable jusqu’au samedi 4 juillet 2026 à 18:30 (heure de Paris)');
  });

  it('says when it has expired, or what was paid, and nothing of a withdrawn one', () => {
    const at = '2026-11-28T17:00:00.000Z';
    expect(t('en', offerStanding({ state: 'expired', validUntil: at }, 'en')!.key)).toBe('This offer has expired — contact us for a new one.');
    expect(offerStanding({ state: 'deposit_paid', validUntil: at }, 'en')!.key).toBe('requestPage.offer.depositPaid');
    expect(offerStanding({ state: 'paid', validUntil: at }, 'en')!.key).toBe('requestPage.offer.paidInFull');
    expect(offerStanding({ state: 'withdrawn', validUntil: at }, 'en')).toBeNull();
    expect(offerStanding({ state: 'superseded', validUntil: at }, 'en')).toBeNull();
  });

  it('is paid as the Worker says, but never once the request is cancelled', () => {
    const next = { purpose: 'deposit', amountCents: 45_000 } as const;
    const withOffer = (status: 'replied' | 'cancelled') => ({ status, offer: { next } }) as unknown as Parameters<typeof payableNow>[0];
    expect(payableNow(withOffer('replied'))).toEqual(next);
    expect(payableNow(withOffer('cancelled'))).toBeNull();
    expect(payableNow({ status: 'pending', offer: null })).toBeNull();
  });

  it('names the Pay button after what it pays, with the amount', () => {
    expect(t('en', PAY_BUTTON.deposit, { amount: '€450' })).toBe('Pay the deposit — €450');
    expect(t('en', PAY_BUTTON.balance, { amount: '€450' })).toBe('Pay the balance — €450');
    expect(t('en', PAY_BUTTON.full, { amount: '€900' })).toBe('Pay €900');
    expect(t('fr', PAY_BUTTON.deposit, { amount: '450 €' })).toBe('Payer l’acompte — 450 €');
  });
});

describe('the payments', () => {
  it('name each method in words', () => {
    expect(t('en', methodKey('bank_transfer'))).toBe('Bank transfer');
    expect(t('fr', methodKey('card'))).toBe('Carte bancaire');
  });

  it('are dated in Paris time', () => {
    expect(parisPaymentDate('2026-11-24T13:05:00.000Z', 'en')).toBe('24 November 2026 at 14:05');
    expect(parisPaymentDate('2026-11-24T23:30:00.000Z', 'fr')).toBe('25 novembre 2026 à 00:30');
  });

  it('turn a date into its Paris day and time across the summer change', () => {
    expect(parisDateAndTime('2026-03-29T01:30:00.000Z', 'en')).toEqual({ date: 'Sunday 29 March 2026', time: '03:30' });
  });
});

describe('the notice after the checkout or the Pay form', () => {
  const waiting = { paymentState: 'offer_sent' } as const;

  it('thanks for a payment the page already shows', () => {
    for (const paymentState of ['deposit_paid', 'paid'] as const) {
      expect(requestNotice(query('?checkout=success'), { paymentState }, PAGE)).toEqual({
        tone: 'success',
        key: 'requestPage.notice.received',
        refresh: null,
      });
    }
  });

  it('looks again every 5 seconds while the payment is being confirmed, a bounded number of times', () => {
    expect(requestNotice(query('?checkout=success'), waiting, PAGE)).toEqual({
      tone: 'info',
      key: 'requestPage.notice.confirming',
      refresh: { seconds: 5, url: `${PAGE}?checkout=success&check=1` },
    });
    expect(requestNotice(query('?checkout=success&check=3'), waiting, PAGE)?.refresh?.url).toBe(`${PAGE}?checkout=success&check=4`);
    expect(requestNotice(query(`?checkout=success&check=${REFRESH_CHECKS}`), waiting, PAGE)).toEqual({
      tone: 'info',
      key: 'requestPage.notice.slow',
      refresh: null,
    });
    // A count that is no number starts again rather than breaking the page.
    expect(requestNotice(query('?checkout=success&check=x'), waiting, PAGE)?.refresh?.url).toBe(`${PAGE}?checkout=success&check=1`);
  });

  it('says nothing was charged after a cancelled checkout', () => {
    const notice = requestNotice(query('?checkout=cancelled'), waiting, PAGE);
    expect(notice?.refresh).toBeNull();
    expect(t('en', notice!.key)).toBe('Payment cancelled — nothing was charged.');
  });

  it('explains each refusal of the Pay form', () => {
    for (const problem of ['expired', 'nothing', 'unavailable', 'busy']) {
      const notice = requestNotice(query(`?payment=${problem}`), waiting, PAGE);
      expect(notice?.tone, problem).toBe('error');
      expect(notice?.key, problem).toBe(`requestPage.notice.${problem}`);
    }
  });

  it('shows nothing for an ordinary visit or an unknown value', () => {
    expect(requestNotice(query(''), waiting, PAGE)).toBeNull();
    expect(requestNotice(query('?payment=toString'), waiting, PAGE)).toBeNull();
    expect(requestNotice(query('?checkout=maybe'), waiting, PAGE)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Cancelling and changing from the page (decision 040)

type Terms = NonNullable<CustomerRequestView['terms']>;
const TERMS: Terms = {
  window: 'free',
  booked: true,
  feePercent: 0,
  feeCents: 0,
  refundDueCents: 6_525,
  canCancelOnline: true,
  canChangeOnline: true,
  pickupKnown: true,
  totalCents: 13_050,
  paidCents: 6_525,
  freeUntil: '2026-12-02T17:30:00.000Z',
  onlineUntil: '2026-12-03T15:30:00.000Z',
  changesUntil: '2026-12-03T15:30:00.000Z',
};
const CURRENT = {
  pickupDate: '2026-12-03',
  pickupTime: '18:30',
  pickupLocation: 'Orly',
  dropoffLocation: 'Louvre',
  adults: 2,
  suitcases: 2,
  baggages: 0,
  handbags: 0,
  flightTrainNumber: '',
};

describe('the notice after the cancel and change forms', () => {
  const waiting = { paymentState: 'deposit_paid' } as const;

  it('says each outcome in both languages, the phone number where it is the way', () => {
    for (const outcome of ['cancelled', 'already', 'changed', 'phone', 'closed', 'busy']) {
      const notice = requestNotice(query(`?cancel=${outcome}`), waiting, PAGE);
      expect(notice, outcome).not.toBeNull();
      for (const lang of ['en', 'fr'] as const) expect(t(lang, notice!.key, notice!.vars)).not.toMatch(/requestPage\.|\{/);
    }
    expect(requestNotice(query('?cancel=phone'), waiting, PAGE)).toEqual({
      tone: 'error',
      key: 'requestPage.notice.cancelPhone',
      vars: { phone: company.phoneDisplay },
      refresh: null,
    });
    for (const outcome of ['sent', 'pending', 'invalid', 'phone', 'closed', 'busy'])
      expect(requestNotice(query(`?change=${outcome}`), waiting, PAGE), outcome).not.toBeNull();
    expect(requestNotice(query('?change=sent'), waiting, PAGE)?.tone).toBe('success');
  });

  it('says nothing for the confirmation step (it shows the terms) or for an unknown word', () => {
    expect(requestNotice(query('?cancel=confirm'), waiting, PAGE)).toBeNull();
    expect(requestNotice(query('?cancel=constructor'), waiting, PAGE)).toBeNull();
    expect(requestNotice(query('?change=hasOwnProperty'), waiting, PAGE)).toBeNull();
  });
});

describe('the cancel section', () => {
  it('offers the first form, then the terms and the final form, or the phone past the online window', () => {
    expect(cancelStep(query(''), { terms: TERMS })).toBe('offer');
    expect(cancelStep(query('?cancel=confirm'), { terms: TERMS })).toBe('confirm');
    expect(cancelStep(query('?cancel=changed'), { terms: TERMS })).toBe('confirm');
    expect(cancelStep(query('?cancel=confirm'), { terms: { ...TERMS, canCancelOnline: false } })).toBe('phone');
    expect(cancelStep(query('?cancel=confirm'), { terms: null })).toBeNull();
  });

  it('says until when it is free (Paris time), what it costs now, or that nothing was paid', () => {
    const free = cancelSummary(TERMS, 'en');
    expect(t('en', free.key, free.vars)).toBe(
      'Free cancellation until Wednesday 2 December 2026, 18:30 (Paris time). After that, a fee applies under our cancellation policy.',
    );
    const late = cancelSummary({ ...TERMS, window: 'late', feePercent: 30 }, 'fr');
    expect(t('fr', late.key, late.vars)).toContain('des frais de 30\u00a0% du total');
    expect(cancelSummary({ ...TERMS, booked: false }, 'en').key).toBe('requestPage.cancel.unpaid');
  });
});

describe('the change section', () => {
  const view = (changes: Partial<Pick<CustomerRequestView, 'changeForm' | 'terms' | 'changeRequests'>> = {}) => ({
    changeForm: { kind: 'transfer' as const, current: CURRENT },
    terms: TERMS,
    changeRequests: [],
    ...changes,
  });

  it('starts the form from the booking as it is', () => {
    const section = changeSection(query(''), view())!;
    expect(section.mode).toBe('form');
    expect(section.fields.map((field) => [field.name, field.value, field.problem])).toEqual([
      ['pickupDate', '2026-12-03', null],
      ['pickupTime', '18:30', null],
      ['pickupLocation', 'Orly', null],
      ['dropoffLocation', 'Louvre', null],
      ['adults', '2', null],
      ['suitcases', '2', null],
      ['baggages', '0', null],
      ['handbags', '0', null],
      ['flightTrainNumber', '', null],
    ]);
    expect(section.fields.find((field) => field.name === 'pickupLocation')?.maxLength).toBe(300);
  });

  it('comes back refused with what was typed and each problem, in words', () => {
    const section = changeSection(query('?change=invalid&new.adults=0&bad.adults=adults&new.pickupLocation=Gare+du+Nord&bad.form=nothingChanged'), view())!;
    const adults = section.fields.find((field) => field.name === 'adults')!;
    expect(adults.value).toBe('0');
    expect(t('en', adults.problem!.key, adults.problem!.vars)).toBe('Give a number of passengers from 1 to 8. For a larger group, please call us.');
    expect(section.fields.find((field) => field.name === 'pickupLocation')!.value).toBe('Gare du Nord');
    expect(section.formProblem).toEqual({ key: 'changeRequest.error.nothingChanged' });
  });

  it('shows the change waiting instead of the form, the phone past the window, the past changes once nothing can change', () => {
    const pending = { id: 1, state: 'pending' as const, createdAt: '2026-11-26T10:00:00.000Z', decidedAt: null, changes: [] };
    expect(changeSection(query(''), view({ changeRequests: [pending] }))?.mode).toBe('pending');
    expect(changeSection(query(''), view({ terms: { ...TERMS, canChangeOnline: false } }))?.mode).toBe('phone');
    expect(changeSection(query(''), view({ changeForm: null, terms: null }))).toBeNull();
    expect(changeSection(query(''), view({ changeForm: null, terms: null, changeRequests: [{ ...pending, state: 'withdrawn' }] }))?.mode).toBe('closed');
  });

  it('has an excursion’s two wishes', () => {
    expect(changeSection(query(''), view({ changeForm: { kind: 'excursion' } }))!.fields.map((field) => [field.name, field.value])).toEqual([
      ['dateWishes', ''],
      ['passengers', ''],
    ]);
  });

  it('writes a changed date out in the request’s language', () => {
    expect(changeValueText('pickupDate', '2026-12-03', 'en')).toBe('Thursday 3 December 2026');
    expect(changeValueText('pickupDate', '2026-12-03', 'fr')).toBe('jeudi 3 décembre 2026');
    expect(changeValueText('adults', 3, 'en')).toBe('3');
  });
});

describe('the calendar links', () => {
  const event = {
    title: 'Transfer with Paris Elite Chauffeur (PEC-2026-0001)',
    details: 'Pickup: Orly\nDrop-off: Louvre & co',
    location: 'Orly',
    start: '2026-12-03T17:30:00.000Z',
    end: '2026-12-03T18:20:00.000Z',
  };

  it('gives the calendar file beside the page, in its language', () => {
    expect(calendarFilePath('en', TOKEN)).toBe(`${PAGE}/calendar.ics`);
    expect(calendarFilePath('fr', TOKEN)).toBe(`/fr${PAGE}/calendar.ics`);
  });

  it('gives Google Calendar the event in UTC, every value encoded, and never the page’s address', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: event.title,
      dates: '20261203T173000Z/20261203T182000Z',
      details: event.details,
      location: 'Orly',
    });
    expect(googleCalendarUrl(event)).not.toContain('/request/');
  });
});
