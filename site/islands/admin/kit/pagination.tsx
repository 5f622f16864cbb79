// A server-paged list's Previous / Page x of y / Next, shown only when there is more than one page;
// each screen names the navigation in its own words ('Pages of e-mails').
import type { Say } from './use-words.ts';
import { pageCount, type PagePlace } from './use-paged-list.ts';

export interface PaginationWords {
  /** The navigation's name. */
  label: string;
  previous: string;
  next: string;
  /** 'Page 2 of 5'. */
  pageOf(page: number, pages: number): string;
}

/** A screen's pagination words, which every screen keeps under its prefix: `${prefix}.pagination`, `.previous`, `.next`, `.pageOf`. */
export const paginationWords = <Prefix extends string>(
  say: Say<`${Prefix}.${'pagination' | 'previous' | 'next' | 'pageOf'}`>,
  prefix: Prefix,
): PaginationWords => ({
  label: say(`${prefix}.pagination`),
  previous: say(`${prefix}.previous`),
  next: say(`${prefix}.next`),
  pageOf: (page, pages) => say(`${prefix}.pageOf`, { page, pages }),
});

export function Pagination({ list, onPage, words }: { list: PagePlace | null; onPage(page: number): void; words: PaginationWords }) {
  if (!list) return null;
  const pages = pageCount(list);
  if (pages <= 1) return null;
  return (
    <nav aria-label={words.label} className="flex items-center justify-between gap-3">
      <button type="button" className="adm-button adm-button-quiet" disabled={list.page <= 1} onClick={() => onPage(list.page - 1)}>
        {words.previous}
      </button>
      <p className="text-sm text-muted">{words.pageOf(list.page, pages)}</p>
      <button type="button" className="adm-button adm-button-quiet" disabled={list.page >= pages} onClick={() => onPage(list.page + 1)}>
        {words.next}
      </button>
    </nav>
  );
}
