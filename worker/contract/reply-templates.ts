// The admin's Quick Templates (Reply to Customer): ten replies, in English and French, filled with a
// quote's facts and with the price and payment link the admin types, or with the priced offer sent
// with the reply (its total, deposit and validity, and the request page's merge field for a link;
// decision 038), as plain text the admin edits before sending. The dashboard runs this in the browser, so it carries no zod and no shared
// dictionary: only its own words (reply-templates/texts.*.ts). The same lines of details make the
// WhatsApp summary (whatsapp.ts).
//
// The facts are read from the quote objects as the admin API gives them (the spec's field names);
// every field is read defensively (a missing or null value is left out, never written as
// 'undefined'), so a partial object still gives a clean message.
import { formatDuration } from './booking-format.ts';
import { company } from './company.ts';
import { CHAUFFEUR_CALL_MINUTES, CURRENCY, INCLUDED_WAITING_MINUTES, TIME_ZONE } from './constants.ts';
import { REQUEST_PAGE_LINK_FIELD } from './email-send-words.ts';
import { formatEuros } from './money.ts';
import { transferTypeNamed } from './enums.ts';
import { LOCALES, type Lang } from './i18n/langs.ts';
import { translatorOf } from './i18n/translate.ts';
import { countedText, type PluralBase } from './i18n/plural.ts';
import type { DictionaryPart } from './i18n/types.ts';
import { enReplyTexts } from './reply-templates/texts.en.ts';
import { frReplyTexts } from './reply-templates/texts.fr.ts';

/** The spec's ten templates, in the order the Quick Templates card lists them. */
export const REPLY_TEMPLATE_KINDS = [
  'bookingDetails',
  'depositRequest',
  'reminder',
  'cancellation',
  'paymentReceived',
  'feedbackRequest',
  'paymentRequest',
  'bookingConfirmation',
  'bookingUpdate',
  'thankYou',
] as const;
export type ReplyTemplateKind = (typeof REPLY_TEMPLATE_KINDS)[number];

/** The templates that show the price the admin types. */
export const TEMPLATES_WITH_PRICE: readonly ReplyTemplateKind[] = ['bookingDetails', 'depositRequest', 'paymentReceived', 'paymentRequest'];
/** The templates that show the payment link the admin types. */
export const TEMPLATES_WITH_PAYMENT_LINK: readonly ReplyTemplateKind[] = ['depositRequest', 'paymentRequest'];

/**
 * The templates a priced offer fills, each in a wording of its own: the total as the price, the
 * deposit and the balance, the offer's validity, and the request page's merge field as the link
 * (REQUEST_PAGE_LINK_FIELD, which the server turns into the customer's private link when it sends).
 */
const OFFER_TEMPLATE_KINDS = ['bookingDetails', 'depositRequest', 'paymentReceived', 'paymentRequest'] as const satisfies readonly ReplyTemplateKind[];
type OfferTemplateKind = (typeof OFFER_TEMPLATE_KINDS)[number];
export const TEMPLATES_WITH_OFFER: readonly ReplyTemplateKind[] = OFFER_TEMPLATE_KINDS;
const isOfferTemplate = (kind: ReplyTemplateKind): kind is OfferTemplateKind => TEMPLATES_WITH_OFFER.includes(kind);

/** A transfer quote as the admin API gives it (spec section 3, "Quote (admin, transfer)"). */
export interface TransferReplyQuote {
  quoteNumber: string;
  firstName?: string | null;
  lastName?: string | null;
  pickupLocation?: string | null;
  dropoffLocation?: string | null;
  /** YYYY-MM-DD, Paris, as stored. */
  pickupDate?: string | null;
  /** HH:MM, Paris, as stored. */
  pickupTime?: string | null;
  /** The code (ONE_WAY…) or the spec's label (One Way…). */
  transferType?: string | null;
  returnDate?: string | null;
  returnTime?: string | null;
  stopLocations?: readonly (string | null)[] | null;
  /** A name, or an object with a name (the spec allows both); 'Unknown' is no vehicle. */
  vehicle?: string | { name?: string | null } | null;
  adults?: number | null;
  /** Whole hours added to the ride. */
  extraTime?: number | null;
  flightTrainNumber?: string | null;
  /** Counts by option (suitcases, childSeats…), as stored. */
  vehicleExtraOptions?: Readonly<Record<string, unknown>> | null;
  /** Route minutes plus extra time. */
  totalMinutes?: number | null;
  comments?: string | null;
  // The spec's other names read for the WhatsApp summary, used when present.
  children?: number | null;
  luggage?: number | null;
  duration?: string | null;
  price?: string | number | null;
  notes?: string | null;
}

/** An excursion quote as the admin API gives it (spec section 3, "Excursion quote (admin)"). */
export interface ExcursionReplyQuote {
  exQuoteNumber: string;
  firstName?: string | null;
  lastName?: string | null;
  excursionTitle?: string | null;
  selectedHighlights?: readonly (string | null)[] | null;
  stopLocations?: readonly (string | null)[] | null;
  withPhotographer?: boolean | null;
  comments?: string | null;
  // The spec's other names read for the WhatsApp summary, used when present.
  excursionType?: string | null;
  photographer?: boolean | null;
  price?: string | number | null;
  notes?: string | null;
}

export type ReplyQuote = TransferReplyQuote | ExcursionReplyQuote;

/** An item with an exQuoteNumber is an excursion quote (the spec's own test). */
export function isExcursionReplyQuote(quote: ReplyQuote): quote is ExcursionReplyQuote {
  return 'exQuoteNumber' in quote && typeof quote.exQuoteNumber === 'string';
}

/**
 * A priced offer sent with the reply, as far as the admin has written it: amounts in integer cents,
 * null where a value is not (yet) valid, which the templates then show as a placeholder.
 */
export interface ReplyOffer {
  totalCents: number | null;
  depositCents: number | null;
  /** When the offer stops being payable (the moment it is filled plus its validity); null without a valid validity. */
  validUntil: Date | null;
}

export interface ReplyFacts {
  quote: ReplyQuote;
  /** As the admin typed it: '450', '129.50' (formatted as euros) or any text (kept as typed). */
  price?: string | null;
  paymentLink?: string | null;
  /** A priced offer: when given, it fills the templates of TEMPLATES_WITH_OFFER instead of `price` and `paymentLink`. */
  offer?: ReplyOffer | null;
}

/** What a template gives: plain text, for the admin to edit before sending. */
export interface FilledReply {
  subject: string;
  message: string;
}

export type ReplyTextKey = keyof typeof enReplyTexts;
type ReplyWords = DictionaryPart<typeof enReplyTexts>;
const WORDS: Readonly<Record<Lang, ReplyWords>> = { en: enReplyTexts, fr: frReplyTexts };

/** A template text in `lang`, placeholders filled. */
export const replyText = translatorOf(WORDS);

const counted = (lang: Lang, base: PluralBase<ReplyTextKey>, count: number) => countedText(lang, WORDS[lang], base, count);

/** The Quick Templates button's name of `kind`. */
export function replyTemplateName(kind: ReplyTemplateKind, lang: Lang): string {
  return replyText(lang, `template.${kind}.name`);
}

/** A text value, trimmed; anything else (null, undefined, a number where text was due) is ''. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** A whole count above 0, else null. */
const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null);
const nonBlank = (values: readonly unknown[] | null | undefined): string[] => (Array.isArray(values) ? values.map(text).filter((value) => value !== '') : []);

/** TR-… or EX-…: the number a customer quotes. */
export function quoteNumberOf(quote: ReplyQuote): string {
  return isExcursionReplyQuote(quote) ? text(quote.exQuoteNumber) : text(quote.quoteNumber);
}

/** '2026-03-14' → 'Saturday, 14 March 2026' / 'samedi 14 mars 2026'; anything else as given. */
function longDate(lang: Lang, ymd: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!match) return ymd;
  // Noon UTC of that calendar day, written in UTC: the stored Paris date, never shifted by a zone.
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  if (day.getUTCDate() !== Number(match[3])) return ymd;
  return new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/** A stored Paris date and time as people read them, labelled Paris time; '' without a date. */
function when(lang: Lang, date: unknown, time: unknown): string {
  const day = text(date);
  if (!day) return '';
  const clock = text(time);
  return clock ? replyText(lang, 'when', { date: longDate(lang, day), time: clock }) : longDate(lang, day);
}

/**
 * The price as the customer should read it: digits with up to two decimals ('450', '129.50',
 * '1 290,5') become euros in the language's way ('€450', '129,50 €'); any other text is kept as typed.
 */
export function formatReplyPrice(lang: Lang, typed: string | number | null | undefined): string {
  const value = typeof typed === 'number' ? String(typed) : text(typed);
  const amount = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value.replace(/[\s\u00a0\u202f]/g, ''));
  if (!amount) return value;
  const number = Number(`${amount[1]}.${amount[2] ?? '0'}`);
  const cents = amount[2] !== undefined && Number(amount[2]) !== 0;
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: CURRENCY, minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 }).format(
    number,
  );
}

const validityDate = (lang: Lang) => new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' });
const validityTime = (lang: Lang) => new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 'valid until Saturday 28 November at 18:00 (Paris time)': an offer's deadline in Paris time, in `lang`. */
export function offerValidityText(lang: Lang, validUntil: Date): string {
  return replyText(lang, 'validUntil', { date: validityDate(lang).format(validUntil), time: validityTime(lang).format(validUntil) });
}

/** The variables an offer gives its templates; placeholders where the admin's offer is not complete. */
function offerVars(lang: Lang, offer: ReplyOffer) {
  const { totalCents, depositCents, validUntil } = offer;
  const price = totalCents === null ? replyText(lang, 'placeholder.price') : formatEuros(totalCents, lang);
  const deposit = depositCents === null ? replyText(lang, 'placeholder.deposit') : formatEuros(depositCents, lang);
  const balance =
    totalCents === null
      ? replyText(lang, 'placeholder.price')
      : depositCents === null
        ? replyText(lang, 'placeholder.deposit')
        : formatEuros(Math.max(0, totalCents - depositCents), lang);
  const inFull = totalCents !== null && depositCents !== null && depositCents >= totalCents;
  return {
    price,
    deposit,
    balance,
    paymentTerms: replyText(lang, inFull ? 'paymentTerms.full' : 'paymentTerms.deposit', { price, deposit, balance }),
    validity: validUntil === null ? replyText(lang, 'placeholder.validity') : offerValidityText(lang, validUntil),
    paymentLink: REQUEST_PAGE_LINK_FIELD,
  };
}

const vehicleName = (vehicle: TransferReplyQuote['vehicle']): string => {
  const name = typeof vehicle === 'object' && vehicle !== null ? text(vehicle.name) : text(vehicle);
  return name.toLowerCase() === 'unknown' ? '' : name;
};

const sumOptions = (options: TransferReplyQuote['vehicleExtraOptions'], names: readonly string[]): number =>
  names.reduce((sum, name) => sum + (positive(options?.[name]) ?? 0), 0);

/** Seats for children and pieces of luggage asked for among the extra options. */
const CHILD_SEAT_OPTIONS = ['childSeats', 'babyCarSeat', 'boosterSeat'] as const;
const LUGGAGE_OPTIONS = ['suitcases', 'baggages', 'handbags'] as const;

export interface DetailOptions {
  /** The WhatsApp summary's extra rows: child seats, luggage, duration, extra time, notes. */
  summary?: boolean;
  /** A price row (already formatted), before the notes; none when blank. */
  price?: string;
  /**
   * How a stored Paris date and time is written ('2026-12-03', '18:30'); by default as a customer
   * reads it ('Thursday, 3 December 2026 at 18:30 (Paris time)'). The back office passes its own,
   * so its screens write every date alike.
   */
  when?: (date: string, time: string) => string;
}

/** [label, value] rows of the quote's facts in `lang`; rows without a value are left out. */
function detailRows(
  quote: ReplyQuote,
  lang: Lang,
  { summary = false, price = '', when: writeWhen }: DetailOptions,
): Array<[ReplyTextKey, string, Record<string, number>?]> {
  const writtenWhen = (date: unknown, time: unknown) => (writeWhen && text(date) ? writeWhen(text(date), text(time)) : when(lang, date, time));
  const name = [text(quote.firstName), text(quote.lastName)].filter(Boolean).join(' ');
  const stops = nonBlank(quote.stopLocations).map((stop, index): [ReplyTextKey, string, Record<string, number>] => ['field.stop', stop, { n: index + 1 }]);
  const notes = text(quote.notes) || text(quote.comments);

  if (isExcursionReplyQuote(quote)) {
    const places = nonBlank(quote.selectedHighlights);
    const photographer = quote.withPhotographer ?? quote.photographer;
    return [
      ['field.exQuoteNumber', quoteNumberOf(quote)],
      ['field.name', name],
      ['field.excursion', text(quote.excursionTitle) || text(quote.excursionType)],
      ['field.places', places.length ? places.join(', ') : replyText(lang, 'places.none')],
      ...stops,
      ['field.photographer', typeof photographer === 'boolean' ? replyText(lang, photographer ? 'photographer.yes' : 'photographer.no') : ''],
      ['field.price', price],
      ['field.notes', summary ? notes : ''],
    ];
  }

  const code = transferTypeNamed(text(quote.transferType));
  const adults = positive(quote.adults);
  const extraTime = positive(quote.extraTime);
  const childSeats = positive(quote.children) ?? positive(sumOptions(quote.vehicleExtraOptions, CHILD_SEAT_OPTIONS));
  const luggage = positive(quote.luggage) ?? positive(sumOptions(quote.vehicleExtraOptions, LUGGAGE_OPTIONS));
  const minutes = positive(quote.totalMinutes);
  const duration =
    text(quote.duration) ||
    (minutes === null
      ? ''
      : formatDuration(minutes, {
          hoursMinutes: replyText(lang, 'duration.hoursMinutes'),
          hours: replyText(lang, 'duration.hours'),
          minutes: replyText(lang, 'duration.minutes'),
        }));
  return [
    ['field.quoteNumber', quoteNumberOf(quote)],
    ['field.name', name],
    ['field.transferType', code ? replyText(lang, `transferType.${code}`) : text(quote.transferType)],
    ['field.pickup', text(quote.pickupLocation)],
    ...stops,
    ['field.dropoff', text(quote.dropoffLocation)],
    ['field.pickupAt', writtenWhen(quote.pickupDate, quote.pickupTime)],
    ['field.returnAt', writtenWhen(quote.returnDate, quote.returnTime)],
    ['field.passengers', adults === null ? '' : counted(lang, 'adults', adults)],
    ['field.extraTime', summary && extraTime !== null ? counted(lang, 'hours', extraTime) : ''],
    ['field.childSeats', summary && childSeats !== null ? String(childSeats) : ''],
    ['field.luggage', summary && luggage !== null ? counted(lang, 'luggage', luggage) : ''],
    ['field.vehicle', vehicleName(quote.vehicle)],
    ['field.flightTrainNumber', text(quote.flightTrainNumber)],
    ['field.duration', summary ? duration : ''],
    ['field.price', price],
    ['field.notes', summary ? notes : ''],
  ];
}

/** The quote's facts as label/value pairs in `lang`, those without a value left out (the customer's request page). */
export function quoteDetailPairs(quote: ReplyQuote, lang: Lang, options: DetailOptions = {}): Array<{ label: string; value: string }> {
  return detailRows(quote, lang, options)
    .filter(([, value]) => value !== '')
    .map(([label, value, vars]) => ({ label: replyText(lang, label, vars), value }));
}

/** The quote's facts as 'Label: value' lines in `lang` (the templates' details block, the WhatsApp summary). */
export function quoteDetailLines(quote: ReplyQuote, lang: Lang, options: DetailOptions = {}): string[] {
  return quoteDetailPairs(quote, lang, options).map(({ label, value }) => replyText(lang, 'detailRow', { label, value }));
}

/** The subject and message of template `kind` in `lang`, for the admin to edit before sending. */
export function fillReplyTemplate(kind: ReplyTemplateKind, lang: Lang, facts: ReplyFacts): FilledReply {
  const { quote } = facts;
  const excursion = isExcursionReplyQuote(quote);
  const number = quoteNumberOf(quote);
  const shared = { waitingMinutes: INCLUDED_WAITING_MINUTES };
  const firstName = text(quote.firstName);
  const vars = {
    company: company.name,
    phone: company.phoneDisplay,
    email: company.email,
    whatsapp: company.whatsappDisplay,
    number,
    callMinutes: CHAUFFEUR_CALL_MINUTES,
    ...shared,
    service: excursion
      ? replyText(lang, 'service.excursion', { title: text(quote.excursionTitle) || text(quote.excursionType) })
      : replyText(lang, 'service.transfer', { when: when(lang, quote.pickupDate, quote.pickupTime) }),
    details: quoteDetailLines(quote, lang).join('\n'),
    // Blank: a placeholder the admin must replace (unreplacedPlaceholders finds it before sending).
    price: formatReplyPrice(lang, facts.price) || replyText(lang, 'placeholder.price'),
    paymentLink: text(facts.paymentLink) || replyText(lang, 'placeholder.paymentLink'),
    priceIncludes: replyText(lang, excursion ? 'priceIncludes.excursion' : 'priceIncludes.transfer', shared),
    onTheDay: replyText(lang, excursion ? 'onTheDay.excursion' : 'onTheDay.transfer', shared),
  };
  const offer = facts.offer && isOfferTemplate(kind) ? { kind, vars: { ...vars, ...offerVars(lang, facts.offer) } } : null;
  const message = [
    firstName ? replyText(lang, 'greeting', { firstName }) : replyText(lang, 'greeting.noName'),
    offer ? replyText(lang, `template.${offer.kind}.offerBody`, offer.vars) : replyText(lang, `template.${kind}.body`, vars),
    replyText(lang, 'signature', vars),
  ].join('\n\n');
  return { subject: replyText(lang, `template.${kind}.subject`, vars), message };
}

/** The placeholders of either language ('[price]', '[prix]', '[deposit]'…) still in `text`: the message is not ready to send. */
export function unreplacedPlaceholders(text: string): string[] {
  const placeholders = new Set(
    Object.values(WORDS).flatMap((words) => [
      words['placeholder.price'],
      words['placeholder.paymentLink'],
      words['placeholder.deposit'],
      words['placeholder.validity'],
    ]),
  );
  return [...placeholders].filter((placeholder) => text.includes(placeholder));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** Web addresses in a message; punctuation that ends a sentence is not part of one. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/** One line of the message: escaped, its web addresses made links. */
function lineHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += `${escape(line.slice(last, match.index))}<a href="${escape(url)}">${escape(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escape(line.slice(last));
}

/**
 * The admin's plain-text message as the `htmlContent` of POST /api/email/send: a paragraph per
 * blank-line-separated block, a <br> per line break, everything escaped, web addresses made links.
 * Only tags the server's sanitiser keeps (p, br, a href), so what is sent is what was previewed.
 */
export function replyMessageHtml(message: string): string {
  return message
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${block.split('\n').map(lineHtml).join('<br>')}</p>`)
    .join('\n');
}
