// What the back office's two quote queues (transfer quotes, excursion quotes) share in SQL: the
// search, the filters, the order, the version behind the lists' ETags, the page, and the find, the
// change and the delete, each change with its audit row. admin-quotes.ts and admin-exquotes.ts say
// which table and which columns.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { SEARCH_COUNT_LIMIT, type PriorityFilter, type StatusFilter } from '../../contract/quote-list-words.ts';
import type { PaymentFilter } from '../../contract/booking-words.ts';
import type { QuoteStatus } from '../../contract/enums.ts';
import type { ReplyQuoteKind } from '../../contract/email-send-words.ts';
import type { Database } from '../client.ts';
import { auditLog, cancellations, changeRequests, queueTallies, type excursionQuotes, type quotes } from '../schema.ts';

/** The tables of the two queues. */
export type QueueTable = typeof quotes | typeof excursionQuotes;

/** The columns of a quote queue the shared SQL reads. */
export interface QueueColumns<Table extends QueueTable = QueueTable> {
  table: Table;
  id: SQLiteColumn;
  /** The human number, e.g. TR-2026-0001: named in the audit log. */
  number: SQLiteColumn;
  status: SQLiteColumn;
  /** The request's money at a glance (decision 038), for the payment filter. */
  paymentState: SQLiteColumn;
  important: SQLiteColumn;
  createdAt: SQLiteColumn;
  updatedAt: SQLiteColumn;
  /** The spec's searched fields (section 5), and the phone. */
  searched: readonly SQLiteColumn[];
  /**
   * The FTS5 table that indexes `searched` (migration 0018, decision 046), one row per request with
   * the request's id as its rowid, kept in step by triggers on the queue's table.
   */
  searchIndex: string;
  /** The audit log's entity_type, e.g. 'quote' (as the outbox's related_type). */
  entityType: string;
  /** The queue's name in queue_tallies (migration 0022), and the request kind of its changes. */
  kind: ReplyQuoteKind;
}

/** A list request once parsed: search text, filters, page. */
export interface QueueQuery {
  q: string;
  status: StatusFilter;
  priority: PriorityFilter;
  payment: PaymentFilter;
  page: number;
  pageSize: number;
}

/** A character's other cases, one code point each ('é' → 'É', 'ς' → 'Σ', 'σ'). */
function otherCasesOf(char: string): string[] {
  const cases = new Set([char]);
  // Twice round: a character's upper case may have a lower case other than itself (ς → Σ → σ).
  for (let round = 0; round < 2; round += 1) {
    for (const known of [...cases]) {
      for (const other of [known.toLowerCase(), known.toUpperCase()]) if ([...other].length === 1) cases.add(other);
    }
  }
  cases.delete(char);
  return [...cases];
}

const isAscii = (char: string) => (char.codePointAt(0) ?? 0) < 0x80;

/**
 * `text` in lower case as SQLite can fold it: lower() for ASCII, and a replace() of each other case
 * of each non-ASCII letter in `letters` (usually none or one) by the letter itself. The letters are
 * written into the SQL (a cased letter is never a quote), since D1 allows only 100 bound parameters
 * per statement.
 */
function foldedFor(text: SQLiteColumn | SQL, letters: string): SQL {
  let folded = sql`lower(${text})`;
  for (const char of new Set(letters)) {
    if (isAscii(char)) continue;
    for (const other of otherCasesOf(char)) {
      if (!isAscii(other)) folded = sql`replace(${folded}, ${sql.raw(`'${other}'`)}, ${sql.raw(`'${char}'`)})`;
    }
  }
  return folded;
}

/**
 * SQL that is true when `column` contains `needle`, ignoring case, every character meaning itself.
 * Not LIKE or GLOB: D1 refuses patterns longer than 50 bytes (a 20-letter search with its case
 * classes is more), they need their wildcards escaped, and SQLite's LIKE, like its lower(), folds
 * ASCII letters only, so 'élodie' would not find 'Élodie' in a French company's queue. Instead
 * instr() looks for the needle in lower case in the column folded the same way (foldedFor).
 */
export function containsIgnoringCase(column: SQLiteColumn | SQL, needle: string): SQL {
  const lowered = needle.toLowerCase();
  return sql`instr(${foldedFor(column, lowered)}, ${lowered}) > 0`;
}

/** The words of a search: split at white space, each once. */
export function searchWords(text: string): string[] {
  return [...new Set(text.split(/\s+/u).filter((word) => word !== ''))];
}

/**
 * The trigram tokenizer indexes every run of three characters, so it finds any part of a field of
 * three characters or more; a shorter word has no trigram to look up and matches nothing there.
 */
const indexable = (word: string) => [...word].length >= 3;

/**
 * An FTS5 query that every word must match: each a string in double quotes, inside which every
 * character the admin can type means itself (operators, *, -, :, parentheses, NEAR, OR) and a
 * quote is written twice, so no input is ever an FTS5 syntax error. With the trigram tokenizer a
 * string matches where its characters follow each other in one field, case and accents folded:
 * the substring search the spec asks for.
 */
export function searchMatch(words: readonly string[]): string {
  return words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' AND ');
}

/** How many replace() foldedFor writes for `letters`. */
const replacesFor = (letters: Iterable<string>) =>
  [...new Set(letters)].filter((char) => !isAscii(char)).reduce((sum, char) => sum + otherCasesOf(char).filter((other) => !isAscii(other)).length, 0);

/**
 * SQLite refuses an expression nested more than 100 deep, and D1 counts each replace() of
 * foldedFor as more than one level (45 of them were refused, 30 pass): the words are checked in
 * groups whose letters need at most this many.
 */
const REPLACES_PER_CHECK = 30;

/**
 * SQL true when the request's searched fields contain every word, each of one or two characters,
 * ignoring case (as containsIgnoringCase; the index cannot find them). The fields are joined by a
 * line break, which no word holds, so a word is never found across two fields. The words come as
 * one JSON parameter per group (REPLACES_PER_CHECK), however many the admin typed. A scan, but a
 * search of one or two letters matches a good part of the queue anyway, and beside a longer word it
 * reads only that word's rows.
 */
function containsEveryWord(columns: QueueColumns, words: readonly string[]): SQL | undefined {
  const groups: string[][] = [];
  for (const word of words.map((each) => each.toLowerCase())) {
    const last = groups.at(-1);
    if (last && replacesFor([...last, word].join('')) <= REPLACES_PER_CHECK) last.push(word);
    else groups.push([word]);
  }
  const fields = sql.join([...columns.searched], sql` || char(10) || `);
  return and(
    ...groups.map(
      (group) => sql`not exists (select 1 from json_each(${JSON.stringify(group)}) where instr(${foldedFor(fields, group.join(''))}, json_each.value) = 0)`,
    ),
  );
}

/**
 * A search split in its two parts (decision 046): `match`, the FTS5 query of its words of three
 * characters or more, looked up in the index (null when there is none), and `short`, the scan of
 * the shorter words (case folded only) over the rows the index kept. Every word must be found, each
 * in one of the searched fields, case and accents folded.
 */
function searchOf(columns: QueueColumns, text: string): { match: string | null; short: SQL | undefined } {
  const words = searchWords(text);
  const indexed = words.filter(indexable);
  const short = words.filter((word) => !indexable(word));
  return { match: indexed.length > 0 ? searchMatch(indexed) : null, short: short.length > 0 ? containsEveryWord(columns, short) : undefined };
}

/** The WHERE of a list but the search's index: status, priority, payment and the short words. */
function filtersBesideMatch(columns: QueueColumns, query: Pick<QueueQuery, 'status' | 'priority' | 'payment'>, short: SQL | undefined): SQL | undefined {
  return and(
    query.status === 'all' ? undefined : eq(columns.status, query.status),
    query.priority === 'all' ? undefined : eq(columns.important, query.priority === 'important'),
    query.payment === 'all' ? undefined : eq(columns.paymentState, query.payment),
    short,
  );
}

/**
 * The id of a request from the number of its entry in its search index (migration 0021): the
 * entries are numbered important × 2^62 + created second × 2^30 + id, the queue's order, so that a
 * search reads its matches in that order; the id is the low 30 bits.
 */
const SEARCH_ENTRY_ID_BITS = 1073741823;
const entryId = sql.raw(`rowid & ${SEARCH_ENTRY_ID_BITS}`);

/** SQL true when the request's entry in its search index matches the FTS5 query `match`. */
function matchedBy(columns: QueueColumns, match: string): SQL {
  const index = sql.identifier(columns.searchIndex);
  return sql`${columns.id} in (select ${entryId} from ${index} where ${index} match ${match})`;
}

/** The WHERE of a list: search, status, priority and payment; undefined when nothing filters. */
export function queueFilter(columns: QueueColumns, query: Pick<QueueQuery, 'q' | 'status' | 'priority' | 'payment'>): SQL | undefined {
  const { match, short } = searchOf(columns, query.q);
  return and(filtersBesideMatch(columns, query, short), match === null ? undefined : matchedBy(columns, match));
}

/**
 * For a search with a filter or a short word beside it (one without reads the index in the queue's
 * order, listQueue): up to this many matches, a page reads the matches by id and sorts them; beyond, it
 * reads the queue in its order and keeps the matches until the page is full. At 100,000 requests
 * sorting 7,000 matches cost five times the walk, and walking the whole index for a rare match a
 * hundred times reading it by id (decision 046).
 */
export const SORTED_SEARCH_MATCHES = 500;

/**
 * The two WHEREs of a page of a search through the index, of which exactly one finds rows: `few`
 * reads the matches by id (the index's rows are let through only while they are few), `many` reads
 * the queue through its (status,) important, created_at index (the `+` keeps SQLite from reading
 * by id; the bound on `important` empties the walk while the matches are few). Each counts the
 * matches once, and no further than one past the bound. null when the search has no word for the index.
 */
export function searchPageFilters(columns: QueueColumns, query: Pick<QueueQuery, 'q' | 'status' | 'priority' | 'payment'>): { few: SQL; many: SQL } | null {
  const { match, short } = searchOf(columns, query.q);
  if (match === null) return null;
  const index = sql.identifier(columns.searchIndex);
  const beside = filtersBesideMatch(columns, query, short);
  // Whether there are more than the bound: counted no further than one past it.
  const count = sql`(select count(*) from (select 1 from ${index} where ${index} match ${match} limit ${SORTED_SEARCH_MATCHES + 1}))`;
  const few = sql`${columns.id} in (select ${entryId} from ${index} where ${index} match ${match} and rowid <= (case when ${count} <= ${SORTED_SEARCH_MATCHES} then 9223372036854775807 else -1 end))`;
  const many = sql`+${columns.id} in (select ${entryId} from ${index} where ${index} match ${match}) and ${columns.important} <= (case when ${count} > ${SORTED_SEARCH_MATCHES} then 1 else -1 end)`;
  return { few: and(beside, few) ?? few, many: and(beside, many) ?? many };
}

/**
 * Important first, then newest first; the id breaks ties (two requests in the same millisecond), so
 * pages never overlap. Matches the (status,) important, created_at indexes read backwards.
 */
export const queueOrder = (columns: QueueColumns) => [desc(columns.important), desc(columns.createdAt), desc(columns.id)];

/** How many rows `where` keeps, counted in the table. */
const countRows = (db: Database, columns: QueueColumns, where?: SQL) => db.select({ n: count() }).from(columns.table).where(where);

/** SQL: how many requests the queue holds, of the status, flag and payment state asked (all when 'all'). */
const talliedCount = (columns: QueueColumns, query: Pick<QueueQuery, 'status' | 'priority' | 'payment'> = ALL_REQUESTS) =>
  sql<number>`(select coalesce(sum(${queueTallies.requests}), 0) from ${queueTallies} where ${and(
    eq(queueTallies.queue, columns.kind),
    query.status === 'all' ? undefined : eq(queueTallies.status, query.status),
    query.priority === 'all' ? undefined : eq(queueTallies.important, query.priority === 'important'),
    query.payment === 'all' ? undefined : eq(queueTallies.paymentState, query.payment),
  )})`;
const ALL_REQUESTS = { status: 'all', priority: 'all', payment: 'all' } as const;

/**
 * How many requests, all or those of the filters, read from the queue's tallies (migration 0022): a
 * sum over a few dozen rows, where counting the queue read every one of its rows of the filters.
 */
const countTallied = (db: Database, columns: QueueColumns, query?: Pick<QueueQuery, 'status' | 'priority' | 'payment'>) =>
  db.select({ n: talliedCount(columns, query) }).from(sql`(select 1)`);

/**
 * One computed value as a query that fits in a `db.batch` (drizzle cannot batch a raw `db.get`
 * with parameters): selected from a one-row table, so it answers one row even when the queue is empty.
 */
export const selectValue = <Value>(db: Database, value: SQL<Value>) => db.select({ value }).from(sql`(select 1)`);

/**
 * What changes whenever the queue's content does: how many rows, the newest id (an insert), the
 * latest update (touch() below makes it grow on every change). A delete lowers the count, and an
 * insert after it raises the newest id. Each part is its own subquery so SQLite answers max() from
 * an index instead of scanning.
 */
export const queueVersionParts = (columns: QueueColumns) =>
  sql<string>`${talliedCount(columns)} || '.' || coalesce((select max(${columns.id}) from ${columns.table}), 0) || '.' || coalesce((select max(${columns.updatedAt}) from ${columns.table}), 0)`;

/**
 * The updated_at of a change: now (the database's clock, as created_at), but always past the latest
 * in the table, so the table's newest updated_at grows with every change, even two in the same
 * millisecond or after the clock stepped back, and a poll can trust it (queueVersionParts).
 */
export const touch = (columns: QueueColumns) =>
  sql`max(cast(unixepoch('subsec') * 1000 as integer), coalesce((select max(${columns.updatedAt}) from ${columns.table}), 0) + 1)`;

export interface QueueChange {
  status?: QuoteStatus | undefined;
  important?: boolean | undefined;
}

/** The admin who made a change, for the audit log. */
export type Actor = string;

const flag = (column: SQLiteColumn) => sql`json(case when ${column} then 'true' else 'false' end)`;

/**
 * The audit row of a change to row `id`, written before the change in the same batch, so it reads
 * the values as they were, and selected from the row itself, so nothing is logged for a row that
 * is not there.
 */
export function auditChange(db: Database, columns: QueueColumns, id: number, actor: Actor, action: 'update' | 'delete', change: QueueChange = {}) {
  const changed: SQL[] = [];
  if (change.status !== undefined) changed.push(sql`'status', json_object('from', ${columns.status}, 'to', ${change.status})`);
  if (change.important !== undefined) changed.push(sql`'important', json_object('from', ${flag(columns.important)}, 'to', json(${String(change.important)}))`);
  const detail =
    action === 'delete'
      ? sql`json_object('number', ${columns.number}, 'status', ${columns.status}, 'important', ${flag(columns.important)})`
      : sql`json_object('number', ${columns.number}, 'changes', json_object(${sql.join(changed, sql`, `)}))`;
  return db.insert(auditLog).select((qb) =>
    qb
      .select({
        id: sql<number>`null`.as('id'),
        actor: sql<string>`${actor}`.as('actor'),
        action: sql<string>`${action}`.as('action'),
        entityType: sql<string>`${columns.entityType}`.as('entity_type'),
        entityId: sql<string>`cast(${columns.id} as text)`.as('entity_id'),
        detail: sql<string>`${detail}`.as('detail'),
        createdAt: sql<number>`cast(unixepoch('subsec') * 1000 as integer)`.as('created_at'),
      })
      .from(columns.table)
      .where(eq(columns.id, id)),
  );
}

/** One page of a queue, its counts, and the queue's version read in the same transaction as the rows. */
export interface QueuePage<Row> {
  rows: Row[];
  total: number;
  /** How many match, counted up to SEARCH_COUNT_LIMIT for a search. */
  filteredTotal: number;
  /** More match than filteredTotal says (a search's count stopped at SEARCH_COUNT_LIMIT). */
  filteredMore: boolean;
  version: string;
}

/** A queue's reads and changes, each written once below for both tables; `Row` is the queue's own row. */
export interface QueueQueries<Row> {
  /** The queue's version at `now`, read alone (a few index seeks): what the lists' ETag is made of. */
  version(db: Database, now: Date): Promise<string>;
  /** One page of the list, its counts and the queue's version, in one round trip. */
  list(db: Database, query: QueueQuery, now: Date): Promise<QueuePage<Row>>;
  find(db: Database, id: number): Promise<Row | undefined>;
  /**
   * Sets the status and/or the important flag, and logs who did it; undefined when there is no such
   * request. Anything else that changes a status must move `updated_at` the same way (touch), or
   * the lists' version would not move.
   */
  update(db: Database, id: number, change: QueueChange, actor: Actor): Promise<Row | undefined>;
  /** Deletes the request and logs it; false when there was none. Its outbox rows keep their related id. */
  remove(db: Database, id: number, actor: Actor): Promise<boolean>;
}

/** The queries of the queue `queue`, whose version at an instant is `versionAt` (queueVersionParts, and whatever else its list shows). */
export function queueQueries<Table extends QueueTable>(queue: QueueColumns<Table>, versionAt: (now: Date) => SQL<string>): QueueQueries<Table['$inferSelect']> {
  return {
    // A batch of one, so the admin guard's session row rides along with it (decision 047).
    version: async (db, now) => (await db.batch([selectValue(db, versionAt(now))]))[0][0]?.value ?? '',
    list: (db, query, now) => listQueue(db, queue, query, versionAt(now)),
    find: (db, id) => findQueued(db, queue, id),
    update: (db, id, change, actor) => updateQueued(db, queue, id, change, actor),
    remove: (db, id, actor) => deleteQueued(db, queue, id, actor),
  };
}

// The signatures give each table its own rows; the bodies are written once for both.

function listQueue<Table extends QueueTable>(
  db: Database,
  queue: QueueColumns<Table>,
  query: QueueQuery,
  version: SQL<string>,
): Promise<QueuePage<Table['$inferSelect']>>;
async function listQueue(db: Database, queue: QueueColumns, query: QueueQuery, version: SQL<string>) {
  const page = (where: SQL | undefined) =>
    db
      .select()
      .from(queue.table)
      .where(where)
      .orderBy(...queueOrder(queue))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
  const { match, short } = searchOf(queue, query.q);
  const search = searchPageFilters(queue, query);
  const where = queueFilter(queue, query);
  // The whole queue (no search, no filter, the list as it opens and as it is polled): the filtered
  // count is the total, counted once; one page, read in the queue's order.
  if (where === undefined && search === null) {
    const [rows, all, current] = await db.batch([page(undefined), countTallied(db, queue), selectValue(db, version)]);
    const total = all[0]?.n ?? 0;
    return { rows, filteredTotal: total, filteredMore: false, total, version: current[0]?.value ?? '' };
  }
  // A search the index answers alone (no filter, no short word): its page is the index's next
  // matches in the queue's order (migration 0021), and its matches are counted up to
  // SEARCH_COUNT_LIMIT, however many there are (decision 046).
  if (match !== null && filtersBesideMatch(queue, query, short) === undefined) {
    const index = sql.identifier(queue.searchIndex);
    const offset = (query.page - 1) * query.pageSize;
    const counted = SEARCH_COUNT_LIMIT + 1;
    // A page within the counted matches: the index read once, for the count and the page's ids
    // together (one row even when the page is empty, the requests joined to it).
    if (offset + query.pageSize <= counted) {
      const window = sql`(select count(*) as matched, json_group_array(id) filter (where n > ${offset} and n <= ${offset + query.pageSize}) as ids
        from (select k & ${sql.raw(String(SEARCH_ENTRY_ID_BITS))} as id, row_number() over (order by k desc) as n
          from (select rowid as k from ${index} where ${index} match ${match} order by rowid desc limit ${counted}))) as found`;
      const [found, all, current] = await db.batch([
        db
          .select({ matched: sql<number>`found.matched`, row: queue.table })
          .from(window)
          .leftJoin(queue.table, sql`${queue.id} in (select value from json_each(found.ids))`)
          .orderBy(...queueOrder(queue)),
        countTallied(db, queue),
        selectValue(db, version),
      ]);
      const matched = found[0]?.matched ?? 0;
      return {
        rows: found.flatMap(({ row }) => (row ? [row] : [])),
        filteredTotal: Math.min(matched, SEARCH_COUNT_LIMIT),
        filteredMore: matched > SEARCH_COUNT_LIMIT,
        total: all[0]?.n ?? 0,
        version: current[0]?.value ?? '',
      };
    }
    // A page past them: the index's next matches from there, and the count as far as it goes.
    const inOrder = sql`${queue.id} in (select ${entryId} from ${index} where ${index} match ${match} order by rowid desc limit ${query.pageSize} offset ${offset})`;
    const [rows, matched, all, current] = await db.batch([
      db
        .select()
        .from(queue.table)
        .where(inOrder)
        .orderBy(...queueOrder(queue)),
      selectValue(db, sql<number>`(select count(*) from (select 1 from ${index} where ${index} match ${match} limit ${counted}))`),
      countTallied(db, queue),
      selectValue(db, version),
    ]);
    const found = matched[0]?.value ?? 0;
    return {
      rows,
      filteredTotal: Math.min(found, SEARCH_COUNT_LIMIT),
      filteredMore: found > SEARCH_COUNT_LIMIT,
      total: all[0]?.n ?? 0,
      version: current[0]?.value ?? '',
    };
  }
  // Filters alone: one page in the queue's order, counted in the tallies.
  if (search === null && short === undefined) {
    const [rows, filtered, all, current] = await db.batch([page(where), countTallied(db, queue, query), countTallied(db, queue), selectValue(db, version)]);
    return { rows, filteredTotal: filtered[0]?.n ?? 0, filteredMore: false, total: all[0]?.n ?? 0, version: current[0]?.value ?? '' };
  }
  // A search beside filters, or of short words: counted in the table.
  const [few, many, filtered, all, current] = await db.batch([
    page(search ? search.few : where),
    // Without a search through the index one page is enough: this one reads nothing.
    page(search ? search.many : sql`0`),
    countRows(db, queue, where),
    countTallied(db, queue),
    selectValue(db, version),
  ]);
  return {
    rows: few.length > 0 ? few : many,
    filteredTotal: filtered[0]?.n ?? 0,
    filteredMore: false,
    total: all[0]?.n ?? 0,
    version: current[0]?.value ?? '',
  };
}

function findQueued<Table extends QueueTable>(db: Database, queue: QueueColumns<Table>, id: number): Promise<Table['$inferSelect'] | undefined>;
async function findQueued(db: Database, queue: QueueColumns, id: number) {
  return db.select().from(queue.table).where(eq(queue.id, id)).get();
}

function updateQueued<Table extends QueueTable>(
  db: Database,
  queue: QueueColumns<Table>,
  id: number,
  change: QueueChange,
  actor: Actor,
): Promise<Table['$inferSelect'] | undefined>;
async function updateQueued(db: Database, queue: QueueColumns, id: number, change: QueueChange, actor: Actor) {
  const [, updated] = await db.batch([
    auditChange(db, queue, id, actor, 'update', change),
    db
      .update(queue.table)
      .set({
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.important !== undefined ? { important: change.important } : {}),
        updatedAt: touch(queue),
      })
      .where(eq(queue.id, id))
      .returning(),
  ]);
  return updated[0];
}

async function deleteQueued(db: Database, queue: QueueColumns, id: number, actor: Actor): Promise<boolean> {
  // The changes and cancellation asked from the request's page go with it (decision 040); its money stays (decision 038).
  const kind = queue.kind;
  const [, deleted] = await db.batch([
    auditChange(db, queue, id, actor, 'delete'),
    db.delete(queue.table).where(eq(queue.id, id)).returning({ id: queue.id }),
    db.delete(changeRequests).where(and(eq(changeRequests.quoteKind, kind), eq(changeRequests.quoteId, id))),
    db.delete(cancellations).where(and(eq(cancellations.quoteKind, kind), eq(cancellations.quoteId, id))),
  ]);
  return deleted.length > 0;
}
