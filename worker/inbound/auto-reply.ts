// Mail no person wrote: out-of-office answers, autoresponders, bounces and delivery reports, mailing
// lists. Such a message is never stored and never answered (answering one machine with another is
// how mail loops start; RFC 3834 says what an automatic message carries). Read from the headers and
// the envelope only, before the body is.

/** Why a message is taken to be automatic. */
export type AutomaticMessage = 'auto-submitted' | 'autoreply' | 'precedence' | 'mailing-list' | 'bounce' | 'delivery-report';

export interface HeaderReader {
  get(name: string): string | null;
}

/** `Precedence` values that mean nobody typed it. */
const AUTOMATIC_PRECEDENCE = new Set(['bulk', 'junk', 'auto_reply', 'list']);

/** The address inside a header or an envelope value ('Name <a@b>' or 'a@b'), lower case; '' for none or '<>'. */
function addressIn(value: string | null): string {
  if (value === null) return '';
  const bracketed = /<([^>]*)>/.exec(value);
  return (bracketed ? bracketed[1]! : value).trim().toLowerCase();
}

function localPart(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0 ? address : address.slice(0, at);
}

/** The first token of a header's value ('auto-replied; x' → 'auto-replied'), lower case. */
const firstToken = (value: string) => value.split(';')[0]!.trim().toLowerCase();

/**
 * Why the message is automatic, or null when a person may have written it. `envelopeFrom` is the
 * SMTP MAIL FROM (empty for a bounce, which must never be answered).
 */
export function automaticMessage(headers: HeaderReader, envelopeFrom: string): AutomaticMessage | null {
  const autoSubmitted = headers.get('auto-submitted');
  if (autoSubmitted !== null && firstToken(autoSubmitted) !== 'no') return 'auto-submitted';
  if (headers.get('x-autoreply') !== null || headers.get('x-autorespond') !== null) return 'autoreply';
  const precedence = headers.get('precedence');
  if (precedence !== null && AUTOMATIC_PRECEDENCE.has(firstToken(precedence))) return 'precedence';
  if (headers.get('list-id') !== null) return 'mailing-list';
  const contentType = headers.get('content-type');
  if (contentType !== null && firstToken(contentType) === 'multipart/report') return 'delivery-report';

  const envelope = addressIn(envelopeFrom);
  const returnPath = headers.get('return-path');
  if (envelope === '' || (returnPath !== null && addressIn(returnPath) === '')) return 'bounce';
  for (const address of [envelope, addressIn(returnPath), addressIn(headers.get('from'))]) {
    if (localPart(address) === 'mailer-daemon') return 'bounce';
  }
  return null;
}
