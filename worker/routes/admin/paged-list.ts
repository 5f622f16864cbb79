// The answer of every paged list of the back office (the two quote queues, the outbox, the audit
// trail): one page of items with the counts the screens show ("x of y"), polled with its ETag, so
// a poll that changed nothing is a 304 that reads no row (lib/etag.ts, decision 022).
import type { Context } from 'hono';
import type { JSONValue } from 'hono/utils/types';
import { answerPoll, weakEtag } from '../../lib/etag.ts';

/** A page as the queries read it: its rows, the counts, and the list's version read with them. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  filteredTotal: number;
  version: string;
}

export interface PagedList<Row, Item, Page extends ListPage<Row>, Extra> {
  /** The list's name in its ETag. */
  name: string;
  /** What was asked for besides the page (the search, the filters), as the ETag tells them apart. */
  filters: readonly JSONValue[];
  /** The list's version alone (a few index seeks). */
  version: () => Promise<string>;
  page: () => Promise<Page>;
  /** A row as the screen shows it. */
  item: (row: Row) => Item;
  /** What a list answers besides its page (the outbox: how many failed). */
  extra?: (page: Page) => Extra;
}

export function answerPagedList<
  Row,
  Item extends JSONValue,
  Page extends ListPage<Row> = ListPage<Row>,
  Extra extends Record<string, JSONValue> = Record<never, never>,
>(c: Context, asked: { page: number; pageSize: number }, list: PagedList<Row, Item, Page, Extra>) {
  return answerPoll(c, {
    tagOf: (version: string) => weakEtag(list.name, version, JSON.stringify([...list.filters, asked.page, asked.pageSize])),
    currentVersion: list.version,
    read: async () => {
      const page = await list.page();
      const { total, filteredTotal } = page;
      return {
        version: page.version,
        body: { items: page.rows.map(list.item), total, filteredTotal, page: asked.page, pageSize: asked.pageSize, ...list.extra?.(page) },
      };
    },
  });
}
