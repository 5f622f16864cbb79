// The use case behind POST /api/exquotes, once the body has the right shape: the excursion must be
// offered and the places chosen its own (excursion-quote.ts), then the request is numbered and
// stored with its e-mails (the customer's summary, within the per-address cap, and the company's
// notification), which are delivered after the answer.
import type { ExcursionQuoteResponse, ParsedExcursionQuoteRequest } from '../contract/schemas/excursion-quote.ts';
import { toParis } from '../contract/paris-time.ts';
import { exQuoteSequence, recordExcursionQuote } from '../db/queries/excursion-quotes.ts';
import { findActiveExcursion } from '../db/queries/excursions.ts';
import { ApiError } from '../lib/api-error.ts';
import { storeOnce } from '../lib/idempotency.ts';
import type { Submission } from '../submission.ts';
import { excursionQuoteAdminEmail, excursionQuoteCustomerEmail } from '../mail/templates/excursion-quote.ts';
import { newRequestLink, requestPageUrl } from '../bookings/request-links.ts';
import { acknowledgementCap } from '../mail/recipient-cap.ts';
import { excursionQuoteFrom, excursionQuoteProblems } from './excursion-quote.ts';

export async function requestExcursionQuote(request: ParsedExcursionQuoteRequest, submission: Submission): Promise<ExcursionQuoteResponse> {
  const { db } = submission;
  const lang = request.lang ?? submission.lang;
  const excursion = await findActiveExcursion(db, String(request.excursionId));
  const problems = excursionQuoteProblems(request, excursion);
  // No excursion is among the problems already; testing it again tells TypeScript.
  if (!excursion || Object.keys(problems).length > 0) {
    throw new ApiError(400, 'validation_failed', 'api.error.validation', problems);
  }

  const year = toParis(new Date()).date.slice(0, 4);
  // Checked last, so a bot sees exactly what a person would: the same errors, the same success.
  if (request.website.trim() !== '') {
    console.warn(`[exquotes] honeypot filled by ${submission.client}: nothing stored, nothing sent`);
    return { exQuoteNumber: `${exQuoteSequence(year)}-0000` };
  }

  const exQuote = excursionQuoteFrom(request, excursion, lang);
  const { answer, emailIds } = await storeOnce(db, submission.idempotency, async (idempotency) => {
    // The customer's first link to their request page (decision 038), with the request.
    const link = await newRequestLink(null, new Date());
    const pageUrl = requestPageUrl(submission.siteUrl, lang, link.token);
    const stored = await recordExcursionQuote(db, {
      exQuote,
      year,
      idempotency,
      link,
      emails: (exQuoteNumber) => [
        // Queued only while the address is under the cap; the request is stored and the company told either way.
        {
          kind: 'exquote.customer',
          toAddress: exQuote.email,
          replyTo: null,
          lang,
          ...excursionQuoteCustomerEmail(exQuote, exQuoteNumber, pageUrl),
          cap: acknowledgementCap(),
        },
        {
          kind: 'exquote.admin',
          toAddress: submission.adminAddress,
          replyTo: exQuote.email,
          lang: 'en',
          ...excursionQuoteAdminEmail(exQuote, exQuoteNumber, { acknowledged: true }),
          // Whether the customer's copy went out is known only inside the batch, which picks this version if not.
          ifNotQueued: { kind: 'exquote.customer', content: excursionQuoteAdminEmail(exQuote, exQuoteNumber, { acknowledged: false }) },
        },
      ],
    });
    return { answer: { exQuoteNumber: stored.exQuoteNumber } satisfies ExcursionQuoteResponse, emailIds: stored.emailIds };
  });
  submission.deliverSoon(emailIds);
  return answer;
}
