// Records with a human number, PREFIX-YYYY-NNNN (transfer quotes TR-, excursion quotes EX-): the
// number is allocated, the record stored, its e-mails queued with the number written in, and the
// idempotent answer remembered, all in one atomic batch (decision 013). quotes.ts and
// excursion-quotes.ts say what the record is; this module does the numbering around it.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RunnableQuery } from 'drizzle-orm/runnable-query';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../client.ts';
import { numberSequences, outbox } from '../schema.ts';
import { queueEmail, type NewOutboxEmail, type RecipientCap } from './outbox.ts';
import { rememberAnswer, type RequestKey } from './idempotency.ts';

/** An e-mail caused by the record; the record it belongs to is filled in here. */
export type RecordEmail = Omit<NewOutboxEmail, 'relatedType' | 'relatedId'> & {
  /** Queued only while its recipient is under this cap (the customer's copy, decision 008). */
  cap?: RecipientCap;
  /**
   * The content to queue instead when no e-mail of `kind` was queued for the record earlier in the
   * batch: only the batch knows whether the cap left the customer's copy out, and the company's
   * notification says which.
   */
  ifNotQueued?: { kind: string; content: Pick<NewOutboxEmail, 'subject' | 'html' | 'text'> };
};

/** The number sequence of a year: ('TR', '2026') counts TR-2026-0001, TR-2026-0002, … */
export const numberSequence = (prefix: string, year: string) => `${prefix}-${year}`;

export interface NumberedRecord {
  /** The number's prefix, e.g. 'TR'. */
  prefix: string;
  /** The numbering year, e.g. '2026' (the current year in Paris). */
  year: string;
  /** The record's insert, given its number as SQL computed inside the batch; returns its id and number. */
  insert: (number: SQL<string>) => RunnableQuery<{ id: number; number: string }[], 'sqlite'>;
  /** The record's id looked up by its number, for the e-mails' related_id. */
  idByNumber: (number: SQL<string>) => SQL<number>;
  /** What the outbox rows name as their cause, e.g. 'quote'. */
  relatedType: string;
  /**
   * The e-mails to queue, rendered with `number` standing in for the number: the number is only
   * known inside the batch, which writes it into subject, HTML and text.
   */
  emails: (number: string) => RecordEmail[];
  /** What else the record brings, given its id as SQL (the customer's link to their request page). */
  extra?: (recordId: SQL<number>) => BatchItem<'sqlite'>[];
  /** The request's Idempotency-Key: its answer, `{ [answerField]: number }`, is remembered in the same batch. */
  idempotency: RequestKey | null;
  answerField: string;
}

/**
 * Numbers and stores the record, queues its e-mails and remembers the idempotent answer, all in one
 * atomic batch: concurrent requests cannot get the same number, and a stored record always has its
 * e-mails. The record's unique index on its number is the backstop.
 */
export async function recordNumbered(db: Database, record: NumberedRecord): Promise<{ id: number; number: string; emailIds: number[] }> {
  const sequence = numberSequence(record.prefix, record.year);
  // Inside a D1 batch statements run one after another in one transaction, so these subqueries see
  // the counter as the first statement left it: this request's number, past 9999 with more digits.
  const number = sql<string>`(select printf('%s-%04d', ${numberSequences.name}, ${numberSequences.value}) from ${numberSequences} where ${numberSequences.name} = ${sequence})`;
  const recordId = record.idByNumber(number);
  // Unguessable, so nothing a customer types can be mistaken for it; made of characters HTML
  // escaping leaves alone, so it is found in the HTML as in the text.
  const placeholder = `[quote-number-${crypto.randomUUID()}]`;
  const fillNumber = (column: typeof outbox.subject | typeof outbox.html | typeof outbox.text) => sql`replace(${column}, ${placeholder}, ${number})`;

  const emails = record.emails(placeholder);
  const queued = (kind: string) =>
    sql`exists (select 1 from ${outbox} where ${outbox.relatedType} = ${record.relatedType} and ${outbox.relatedId} = ${recordId} and ${outbox.kind} = ${kind})`;
  // Statements run in order: the e-mail whose content depends on another comes after it in `emails`.
  const queueRecordEmail = ({ cap, ifNotQueued, ...email }: RecordEmail) => {
    const either = (field: 'subject' | 'html' | 'text') =>
      ifNotQueued ? sql<string>`case when ${queued(ifNotQueued.kind)} then ${email[field]} else ${ifNotQueued.content[field]} end` : email[field];
    const content = { subject: either('subject'), html: either('html'), text: either('text') };
    return queueEmail(db, { ...email, ...content, relatedType: record.relatedType, relatedId: recordId }, cap);
  };
  const results = await db.batch([
    db
      .insert(numberSequences)
      .values({ name: sequence, value: 1 })
      .onConflictDoUpdate({ target: numberSequences.name, set: { value: sql`${numberSequences.value} + 1` } }),
    record.insert(number),
    ...emails.map(queueRecordEmail),
    db
      .update(outbox)
      .set({ subject: fillNumber(outbox.subject), html: fillNumber(outbox.html), text: fillNumber(outbox.text) })
      .where(and(eq(outbox.relatedType, record.relatedType), eq(outbox.relatedId, recordId))),
    ...(record.extra?.(recordId) ?? []),
    ...(record.idempotency ? [rememberAnswer(db, record.idempotency, 201, sql`json_object(${record.answerField}, ${number})`)] : []),
  ]);
  const [stored] = results[1] as { id: number; number: string }[];
  if (!stored) throw new Error(`${record.relatedType} was not stored`);
  // A capped e-mail the cap left out returned no row: there is nothing to deliver for it.
  const emailIds = (results.slice(2, 2 + emails.length) as { id: number }[][]).flatMap((rows) => rows.map((email) => email.id));
  return { ...stored, emailIds };
}
