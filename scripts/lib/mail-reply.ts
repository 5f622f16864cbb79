// What `npm run mail:reply` does, in parts its test can call: find where the newest customer e-mail
// of the local database asks answers to go (its signed Reply-To, written when it was delivered),
// make a raw message answer it, and hand it to the local Worker's email() handler through the
// endpoint wrangler dev exposes for that: POST /cdn-cgi/local/email?from=…&to=… with the raw RFC 5322
// message as the body (miniflare's name for it since wrangler 4; Cloudflare's docs still say
// /cdn-cgi/handler/email, which wrangler's proxy rewrites to it). It needs a Message-ID, and answers
// the outcome (refusal, forwards) as JSON with `format=json`.
import { DatabaseSync } from 'node:sqlite';

/** The local Worker's endpoint that runs email() with a posted message. `format=json` answers the outcome. */
export const emailEndpoint = (port: number, from: string, to: string) =>
  `http://localhost:${port}/cdn-cgi/local/email?${new URLSearchParams({ from, to, format: 'json' })}`;

export interface ReplyTarget {
  /** The signed reply address (the newest customer e-mail's Reply-To). */
  to: string;
  /** The customer that e-mail went to: the reply comes from them. */
  customer: string;
}

/**
 * The newest customer e-mail that left with a signed reply address, in the local D1 file `file`;
 * null when there is none (nothing sent yet, or INBOUND_MAIL_DOMAIN was not set when it was).
 */
export function newestReplyTarget(file: string): ReplyTarget | null {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const row = db
      .prepare(`select reply_to, to_address from outbox where kind not like '%.admin' and status = 'sent' and reply_to like 'reply+%' order by id desc limit 1`)
      .get();
    return row ? { to: String(row['reply_to']), customer: String(row['to_address']) } : null;
  } finally {
    db.close();
  }
}

/**
 * The message as the customer's mail program would send it to `to`: `{{to}}` and `{{from}}` in the
 * file filled, its To header made `to`, and a fresh Message-ID (the Worker stores an e-mail once per
 * Message-ID, so the same file posted again is a new reply). Worked on as Latin-1 text, which keeps
 * every byte of the file whatever its charset.
 */
export function answerFrom(file: Uint8Array, { to, from, messageId }: { to: string; from: string; messageId: string }): Uint8Array<ArrayBuffer> {
  let text = Buffer.from(file).toString('latin1').replaceAll('{{to}}', to).replaceAll('{{from}}', from);
  const headerEnd = text.search(/\r?\n\r?\n/);
  let headers = headerEnd < 0 ? text : text.slice(0, headerEnd);
  const body = headerEnd < 0 ? '' : text.slice(headerEnd);
  const newline = headers.includes('\r\n') ? '\r\n' : '\n';
  /** Replaces a header (with its folded lines) or adds it. */
  const setHeader = (name: string, value: string) => {
    const pattern = new RegExp(`^${name}:.*(?:\\r?\\n[ \\t].*)*$`, 'im');
    headers = pattern.test(headers) ? headers.replace(pattern, `${name}: ${value}`) : `${headers}${newline}${name}: ${value}`;
  };
  setHeader('To', to);
  setHeader('Message-ID', messageId);
  text = headers + body;
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

/** The address in a header value ('Name <a@b>' or 'a@b'), or null. */
export function fromHeaderAddress(file: Uint8Array): string | null {
  const text = Buffer.from(file).toString('latin1');
  const headers = text.slice(0, Math.max(text.search(/\r?\n\r?\n/), 0) || text.length);
  const from = /^From:(.*)$/im.exec(headers)?.[1];
  if (!from) return null;
  const address = (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
  return address.includes('@') && !address.includes('{{') ? address : null;
}
