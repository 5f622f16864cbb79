// The use case behind POST /api/quotes, once the body has the right shape: every rule of the wizard
// checked again with the server's clock, then the quote numbered and stored with its e-mails (the
// customer's summary, within the per-address cap, and the company's notification), which are
// delivered after the answer.
import type { ParsedQuoteRequest, QuoteResponse } from '../contract/schemas/quote-request.ts';
import { dialCodeOf } from '../contract/contact-rules.ts';
import { toParis } from '../contract/paris-time.ts';
import { quoteSequence, recordQuote } from '../db/queries/quotes.ts';
import { ApiError } from '../lib/api-error.ts';
import { storeOnce } from '../lib/idempotency.ts';
import type { Submission } from '../submission.ts';
import { quoteAdminEmail, quoteCustomerEmail } from '../mail/templates/quote.ts';
import { newRequestLink, requestPageUrl } from '../bookings/request-links.ts';
import { acknowledgementCap } from '../mail/recipient-cap.ts';
import { quoteFrom, quoteProblems } from './quote.ts';

export async function requestQuote(request: ParsedQuoteRequest, submission: Submission): Promise<QuoteResponse> {
  const lang = request.lang ?? submission.lang;
  const now = new Date();
  const dialCode = dialCodeOf(request.countryCode);
  const problems = quoteProblems(request, dialCode, now);
  // An unknown country is among the problems already; testing it again tells TypeScript.
  if (dialCode === null || Object.keys(problems).length > 0) {
    throw new ApiError(400, 'validation_failed', 'api.error.validation', problems);
  }

  const year = toParis(now).date.slice(0, 4);
  // Checked last, so a bot sees exactly what a person would: the same errors, the same success.
  if (request.website.trim() !== '') {
    console.warn(`[quotes] honeypot filled by ${submission.client}: nothing stored, nothing sent`);
    return { quoteNumber: `${quoteSequence(year)}-0000` };
  }

  const { db } = submission;
  const quote = quoteFrom(request, lang, dialCode);
  const { answer, emailIds } = await storeOnce(db, submission.idempotency, async (idempotency) => {
    // The customer's first link to their request page (decision 038), with the request.
    const link = await newRequestLink(quote.pickupAt, now);
    const pageUrl = requestPageUrl(submission.siteUrl, lang, link.token);
    const stored = await recordQuote(db, {
      quote,
      year,
      idempotency,
      link,
      emails: (quoteNumber) => [
        // Queued only while the address is under the cap; the quote is stored and the company told either way.
        {
          kind: 'quote.customer',
          toAddress: quote.email,
          replyTo: null,
          lang,
          ...quoteCustomerEmail(quote, quoteNumber, pageUrl),
          cap: acknowledgementCap(now),
        },
        { kind: 'quote.admin', toAddress: submission.adminAddress, replyTo: quote.email, lang: 'en', ...quoteAdminEmail(quote, quoteNumber) },
      ],
    });
    return { answer: { quoteNumber: stored.quoteNumber } satisfies QuoteResponse, emailIds: stored.emailIds };
  });
  submission.deliverSoon(emailIds);
  return answer;
}
