// The customer's e-mail when a payment is received: the first one confirms the booking, a later one
// (the balance) is acknowledged. In the request's language: the booking's reference set apart, what
// was paid now and in all, what remains, the pickup in Paris time, the way back to the request
// page, and for a transfer the pickup as a calendar file.
import { bookingCalendarFile, unfoldCalendarLines } from '../../bookings/calendar-file.ts';
import type { PaymentMethod } from '../../contract/booking-words.ts';
import { formatDuration } from '../../contract/booking-format.ts';
import { company } from '../../contract/company.ts';
import { CHAUFFEUR_CALL_MINUTES } from '../../contract/constants.ts';
import { LOCALES, t, type Lang } from '../../contract/i18n/index.ts';
import { formatEuros } from '../../contract/money.ts';
import type { OutboxAttachment } from '../../db/schema.ts';
import type { MeetingPoint } from '../../operations/meeting-points.ts';
import { renderEmail, type EmailContent } from '../layout.ts';
import { nameForCustomerEmail } from './customer-safe.ts';

export interface BookingConfirmedFacts {
  /** 'confirmed': the first payment confirmed the booking; 'payment': a later payment (the balance). */
  occasion: 'confirmed' | 'payment';
  /** PEC-2026-0001 */
  reference: string;
  /** The request's number: TR-2026-0007 or EX-2026-0003. */
  number: string;
  kind: 'transfer' | 'excursion';
  firstName: string;
  /** Transfer: the pickup as stored (Paris); null for an excursion (no date yet). */
  pickup: { date: string; time: string } | null;
  /** '' for an excursion. */
  pickupLocation: string;
  /** '' for an excursion. */
  dropoffLocation: string;
  /** The excursion's title, '' for a transfer. */
  excursionTitle: string;
  durationMinutes: number | null;
  /** Net of refunds, all payments so far (this one included). */
  paidCents: number;
  thisPaymentCents: number;
  totalCents: number;
  method: PaymentMethod;
  requestPageUrl: string;
  /**
   * A transfer's meeting points (decision 042), in the e-mail's language: where the chauffeur waits
   * at the pickup and, for a round trip, at the return's start; absent or null when the place is no
   * airport or station of the library.
   */
  meetingPoint?: MeetingPoint | null;
  returnMeetingPoint?: MeetingPoint | null;
}

/** A meeting point as a detail row's value: the place's name, then where the chauffeur waits. */
const meetingPointText = (point: MeetingPoint | null | undefined) => (point ? `${point.name}\n${point.instructions}` : '');

/** How long the calendar's event lasts when the route gave no duration. */
export const DEFAULT_EVENT_MINUTES = 60;

/**
 * 'Thursday 3 December 2026' / 'jeudi 3 décembre 2026' from a Paris date as stored: the names from
 * Intl, the order from the words (Intl's own full date adds a comma in English).
 */
export function longDate(lang: Lang, date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  // Noon UTC of that day, read in UTC: the calendar day itself, whatever the time zone.
  const noon = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, 12));
  const parts = new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(
    noon,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return t(lang, 'bookingEmail.longDate', { weekday: part('weekday'), day: part('day'), month: part('month'), year: part('year') });
}

/** 'Thursday 3 December 2026 at 18:30 (Paris time)': the stored Paris wall-clock time, labelled as such. */
export const parisTime = (lang: Lang, pickup: { date: string; time: string }) =>
  t(lang, 'bookingEmail.parisTime', { date: longDate(lang, pickup.date), time: pickup.time });

const duration = (lang: Lang, minutes: number) =>
  formatDuration(minutes, {
    hoursMinutes: t(lang, 'quoteEmail.duration.hoursMinutes'),
    hours: t(lang, 'quoteEmail.duration.hours'),
    minutes: t(lang, 'quoteEmail.duration.minutes'),
  });

/** What a booking's calendar event says: the confirmation's file and the request page's download are the same event. */
export type BookingCalendarFacts = Pick<BookingConfirmedFacts, 'reference' | 'pickupLocation' | 'dropoffLocation' | 'durationMinutes' | 'requestPageUrl'> & {
  pickup: { date: string; time: string };
};

/** The pickup as a calendar (.ics) text in `lang`, its lines unfolded. */
export function bookingCalendarText(lang: Lang, facts: BookingCalendarFacts): string {
  const row = (label: string, value: string) => t(lang, 'email.detailRow', { label, value });
  const description = [
    row(t(lang, 'bookingEmail.field.pickup'), facts.pickupLocation),
    row(t(lang, 'bookingEmail.field.dropoff'), facts.dropoffLocation),
    row(t(lang, 'bookingEmail.reference'), facts.reference),
    ...(facts.requestPageUrl ? [row(t(lang, 'requestPageEmail.heading'), facts.requestPageUrl)] : []),
    row(company.name, company.phoneDisplay),
  ].join('\n');
  const file = bookingCalendarFile({
    reference: facts.reference,
    title: t(lang, 'bookingEmail.calendar.title', { company: company.name, reference: facts.reference }),
    description,
    location: facts.pickupLocation,
    date: facts.pickup.date,
    time: facts.pickup.time,
    durationMinutes: facts.durationMinutes ?? DEFAULT_EVENT_MINUTES,
    url: facts.requestPageUrl,
    lang,
  });
  return unfoldCalendarLines(file);
}

/** The pickup as a calendar file, in the e-mail's language. */
function calendarAttachment(lang: Lang, facts: BookingConfirmedFacts, pickup: { date: string; time: string }): OutboxAttachment {
  // As text, unfolded: the batch that queues it may still write the reference in (decision 038); the mailer folds and encodes it.
  return { filename: `booking-${facts.reference}.ics`, contentType: 'text/calendar', text: bookingCalendarText(lang, { ...facts, pickup }) };
}

export function bookingConfirmedEmail(lang: Lang, facts: BookingConfirmedFacts): EmailContent & { attachments: OutboxAttachment[] } {
  const euros = (cents: number) => formatEuros(cents, lang);
  const remainingCents = Math.max(0, facts.totalCents - facts.paidCents);
  const transfer = facts.kind === 'transfer';
  const attachCalendar = transfer && facts.pickup !== null;
  const vars = { reference: facts.reference, amount: euros(facts.thisPaymentCents) };

  const content = renderEmail({
    lang,
    subject: t(lang, `bookingEmail.${facts.occasion}.subject`, vars),
    heading: t(lang, `bookingEmail.${facts.occasion}.heading`),
    highlight: [t(lang, 'bookingEmail.reference'), facts.reference],
    // A name typed into a public form: cut as every customer e-mail cuts it (customer-safe.ts).
    paragraphs: [t(lang, 'bookingEmail.greeting', { firstName: nameForCustomerEmail(facts.firstName) }), t(lang, `bookingEmail.${facts.occasion}.intro`, vars)],
    details: [
      [t(lang, 'bookingEmail.field.requestNumber'), facts.number],
      [t(lang, 'bookingEmail.field.excursion'), transfer ? '' : facts.excursionTitle],
      [t(lang, 'bookingEmail.field.when'), facts.pickup ? parisTime(lang, facts.pickup) : transfer ? '' : t(lang, 'bookingEmail.excursionWhen')],
      [t(lang, 'bookingEmail.field.pickup'), facts.pickupLocation],
      [t(lang, 'bookingEmail.field.dropoff'), facts.dropoffLocation],
      [t(lang, 'bookingEmail.field.meetingPoint'), transfer ? meetingPointText(facts.meetingPoint) : ''],
      [t(lang, 'bookingEmail.field.returnMeetingPoint'), transfer ? meetingPointText(facts.returnMeetingPoint) : ''],
      [t(lang, 'bookingEmail.field.duration'), facts.durationMinutes ? duration(lang, facts.durationMinutes) : ''],
      [
        t(lang, 'bookingEmail.field.thisPayment'),
        t(lang, 'bookingEmail.amountBy', { amount: euros(facts.thisPaymentCents), method: t(lang, `bookingEmail.method.${facts.method}`) }),
      ],
      [t(lang, 'bookingEmail.field.paid'), euros(facts.paidCents)],
      [t(lang, 'bookingEmail.field.total'), euros(facts.totalCents)],
      [t(lang, 'bookingEmail.field.remaining'), remainingCents > 0 ? euros(remainingCents) : t(lang, 'bookingEmail.remainingNone')],
    ],
    requestPageUrl: facts.requestPageUrl,
    closing: [
      ...(remainingCents > 0 ? [t(lang, 'bookingEmail.next.balance', { amount: euros(remainingCents) })] : []),
      ...(transfer ? [t(lang, 'bookingEmail.next.chauffeur', { minutes: CHAUFFEUR_CALL_MINUTES })] : []),
      ...(attachCalendar ? [t(lang, 'bookingEmail.next.calendar')] : []),
      ...(!transfer && !facts.pickup ? [t(lang, 'bookingEmail.next.excursion')] : []),
      t(lang, 'bookingEmail.contact', { phone: company.phoneDisplay, whatsapp: company.whatsappDisplay, reference: facts.reference }),
      t(lang, 'bookingEmail.closing', { company: company.name }),
    ],
  });
  return { ...content, attachments: attachCalendar && facts.pickup ? [calendarAttachment(lang, facts, facts.pickup)] : [] };
}
