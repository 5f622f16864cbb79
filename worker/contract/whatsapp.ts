// The Reply to Customer screen's WhatsApp button: a wa.me deep link to the customer's number with a
// prefilled text summary of the quote (spec section 2; the fields of section 3 "Also read for the
// WhatsApp summary"). Pure and dictionary-free, for the dashboard in the browser. Not to be confused
// with company.ts's `whatsappLink`, which opens a chat with the company.
import { company } from './company.ts';
import type { Lang } from './i18n/langs.ts';
import { formatReplyPrice, isExcursionReplyQuote, quoteDetailLines, quoteNumberOf, replyText, type ReplyQuote } from './reply-templates.ts';

/**
 * The number as wa.me wants it: digits only, in international form without '+' or '00'. A transfer
 * quote's phone is stored in E.164 ('+33612345678' → '33612345678'); an excursion quote's phone is
 * digits as typed (the Book Now modal asks for no country), so it is kept as typed: guessing a
 * country could open a chat with a stranger.
 */
export function whatsAppDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  // '00' is the international call prefix ('0033 6…' is +33 6…), never part of the number.
  return /^\s*00/.test(phone) ? digits.slice(2) : digits;
}

/**
 * https://wa.me/<digits>?text=<encoded>. Without any digit the link still opens WhatsApp with the
 * text, letting the admin choose the chat.
 */
export function whatsAppLink(phone: string, text: string): string {
  const query = text === '' ? '' : `?text=${encodeURIComponent(text)}`;
  return `https://wa.me/${whatsAppDigits(phone)}${query}`;
}

/**
 * The quote summed up for a WhatsApp message, in `lang` (the quote's language): a heading with the
 * number, then a line per fact (the transfer's route, dates, passengers, child seats, luggage,
 * vehicle, duration; the excursion, its places, stops and photographer), the price when the admin
 * typed one (else the quote's own, when it has one), and the customer's notes.
 */
export function quoteSummaryText(quote: ReplyQuote, lang: Lang, extras: { price?: string | null } = {}): string {
  const heading = replyText(lang, isExcursionReplyQuote(quote) ? 'summary.heading.excursion' : 'summary.heading.transfer', {
    company: company.name,
    number: quoteNumberOf(quote),
  });
  const price = formatReplyPrice(lang, extras.price) || formatReplyPrice(lang, quote.price);
  return [`*${heading}*`, ...quoteDetailLines(quote, lang, { summary: true, price })].join('\n');
}
