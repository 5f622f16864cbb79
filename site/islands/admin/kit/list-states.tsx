// What a list screen shows in place of its rows until it has some: the first load failing (its
// message and Try again), loading, or nothing to show (with a hint that depends on whether a search
// or a filter narrows the list). Otherwise the rows the screen draws.
import type { ReactNode } from 'react';
import type { Say } from './use-words.ts';

export interface ListWords {
  loading: string;
  empty: string;
  emptyHint: string;
  /** The hint while a search or a filter narrows the list. */
  emptyFilteredHint: string;
}

type ListWordName = keyof ListWords;

/** A screen's list words, kept under its prefix: `${prefix}.loading`, `.empty`, `.emptyHint`, `.emptyFilteredHint`. */
export const listWords = <Prefix extends string>(say: Say<`${Prefix}.${ListWordName}`>, prefix: Prefix): ListWords => ({
  loading: say(`${prefix}.loading`),
  empty: say(`${prefix}.empty`),
  emptyHint: say(`${prefix}.emptyHint`),
  emptyFilteredHint: say(`${prefix}.emptyFilteredHint`),
});

/** The first load failed: its message and the button that asks again. */
export interface LoadFailure {
  message: string;
  retry: string;
  onRetry(): void;
}

export interface ListStatesProps<Row> {
  /** Null until the first answer. */
  rows: readonly Row[] | null;
  filtering: boolean;
  words: ListWords;
  /** Set while the first load has failed (nothing to show but the failure). */
  failure?: LoadFailure | null;
  children(rows: readonly Row[]): ReactNode;
}

export function ListStates<Row>({ rows, filtering, words, failure, children }: ListStatesProps<Row>) {
  if (failure) {
    return (
      <div className="adm-panel py-8 text-center">
        <p className="adm-alert">{failure.message}</p>
        <button type="button" className="adm-button adm-button-quiet mt-3" onClick={failure.onRetry}>
          {failure.retry}
        </button>
      </div>
    );
  }
  if (!rows) {
    return (
      <p role="status" className="adm-panel text-center text-muted">
        {words.loading}
      </p>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="adm-panel py-10 text-center">
        <h2 className="text-xl text-navy-950">{words.empty}</h2>
        <p className="mt-2 text-muted">{filtering ? words.emptyFilteredHint : words.emptyHint}</p>
      </div>
    );
  }
  return children(rows);
}

/** A screen's load failure words, kept under its prefix: `${prefix}.loadFailed`, `.retry`. */
export const loadFailure = <Prefix extends string>(say: Say<`${Prefix}.${'loadFailed' | 'retry'}`>, prefix: Prefix, onRetry: () => void): LoadFailure => ({
  message: say(`${prefix}.loadFailed`),
  retry: say(`${prefix}.retry`),
  onRetry,
});
