// A page of a server-paged list that came back empty past the end (the list shrank: deletions, a
// resend, a narrower filter elsewhere) is replaced by the last page that has rows.
import { useEffect } from 'react';

/** What a server-paged answer says of its place in the list. */
export interface PagePlace {
  items: readonly unknown[];
  page: number;
  pageSize: number;
  filteredTotal: number;
}

export function useBackToLastPage(list: PagePlace | null, goToPage: (page: number) => void): void {
  useEffect(() => {
    if (!list || list.items.length > 0 || list.page === 1 || list.filteredTotal === 0) return;
    const last = Math.max(1, Math.ceil(list.filteredTotal / list.pageSize));
    if (last < list.page) goToPage(last);
    // goToPage only sets the query's page: a fresh function each render must not re-run this.
  }, [list]);
}
