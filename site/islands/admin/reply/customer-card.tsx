// The reply screen's customer card: who asked (name, e-mail, phone, number, language, when) and the
// facts of the request as the e-mails list them, dates written as every screen of the back office
// writes them.
import { useId, type ReactNode } from 'react';
import { quoteDetailLines, quoteNumberOf, replyText } from '../../../../worker/contract/reply-templates.ts';
import type { LoadedQuote } from './reply-api.ts';
import type { ReplySay } from './reply-screen.tsx';

export function CustomerCard({ loaded, say, quoteLanguage }: { loaded: LoadedQuote; say: ReplySay; quoteLanguage: string }) {
  const id = useId();
  const { quote, kind } = loaded;
  const customerName = [quote.firstName, quote.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  // The card already names the number and the customer: the facts list leaves those rows out.
  const knownRows = ['field.quoteNumber', 'field.exQuoteNumber', 'field.name'] as const;
  const knownPrefixes = knownRows.map((label) => replyText(say.lang, 'detailRow', { label: replyText(say.lang, label), value: '' }));
  const when = (date: string, time: string) => say('adminReply.facts.when', { when: say.wallClock(date, time) });
  const facts = quoteDetailLines(quote, say.lang, { summary: true, when }).filter((line) => !knownPrefixes.some((prefix) => line.startsWith(prefix)));

  return (
    <section className="adm-panel sm:p-6" aria-labelledby={`${id}-customer`}>
      <h2 id={`${id}-customer`} className="text-xl text-navy-950">
        {say('adminReply.customer.heading')}
      </h2>
      <p className="eyebrow mt-1 text-gold-700">{say(kind === 'excursion' ? 'adminReply.kind.excursion' : 'adminReply.kind.transfer')}</p>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <Row term={say('adminReply.customer.name')}>{customerName || say('adminReply.customer.noName')}</Row>
        <Row term={say('adminReply.customer.email')}>
          <a className="break-all underline" href={`mailto:${quote.email}`}>
            {quote.email}
          </a>
        </Row>
        <Row term={say('adminReply.customer.phone')}>
          {quote.phone ? (
            <a className="underline" href={`tel:${quote.phone.replace(/[^\d+]/g, '')}`}>
              {quote.phone}
            </a>
          ) : (
            '—'
          )}
        </Row>
        <Row term={say('adminReply.customer.number')}>{quoteNumberOf(quote)}</Row>
        <Row term={say('adminReply.customer.language')}>{quoteLanguage}</Row>
        <Row term={say('adminReply.customer.submitted')}>{say('adminReply.customer.submittedAt', { when: say.dateTime(quote.createdAt) })}</Row>
      </dl>
      {facts.length > 0 && (
        <>
          <h3 className="mt-5 font-sans text-sm font-semibold tracking-wide text-muted uppercase">{say('adminReply.customer.details')}</h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm break-words whitespace-pre-line">
            {facts.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
