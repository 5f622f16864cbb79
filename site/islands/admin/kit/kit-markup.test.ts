// The kit's pieces as React draws them on the server: a field tied to its hint and error, the list
// controls, the pagination and the list's states.
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, FilterField, InputField, SearchField, type ControlProps } from './field.tsx';
import { ListStates, type ListStatesProps } from './list-states.tsx';
import { Pagination } from './pagination.tsx';
import { Table } from './table.tsx';

const html = <Props extends object>(component: FunctionComponent<Props>, props: Props) =>
  renderToStaticMarkup(createElement(component, props)).replace(/<!-- -->/g, '');

const words = { label: 'Pages', previous: 'Previous', next: 'Next', pageOf: (page: number, pages: number) => `Page ${page} of ${pages}` };
const place = (page: number, filteredTotal: number) => ({ items: [1], page, pageSize: 20, filteredTotal });
const listWords = { loading: 'Loading...', empty: 'No quotes', emptyHint: 'None yet', emptyFilteredHint: 'Try another search' };

describe('Field', () => {
  it('labels its control and describes it by its hint, then its error, marking it invalid', () => {
    const field = html(InputField, { id: 'f-price', label: 'Price', note: '(required)', hint: 'In euros', error: 'Required', value: '', onChange: () => {} });
    expect(field).toContain('<label for="f-price" class="form-label">Price<span class="text-sm font-normal text-muted"> (required)</span></label>');
    expect(field).toMatch(/<input id="f-price" aria-invalid="true" aria-describedby="f-price-hint f-price-error" class="form-control"/);
    expect(field).toContain('<p id="f-price-hint" class="text-sm text-muted">In euros</p>');
    expect(field).toContain('<p id="f-price-error" class="field-error">Required</p>');
  });

  it('is neither invalid nor described when it has no hint and no error, and keeps other descriptions first', () => {
    expect(html(InputField, { id: 'f-name', label: 'Name', value: '', onChange: () => {} })).toMatch(/<input id="f-name" class="form-control" value=""\/>/);
    const described = html(Field, {
      id: 'f-code',
      label: 'Code',
      describedBy: 'help',
      error: 'Wrong code',
      children: (control: ControlProps) => createElement('input', control),
    });
    expect(described).toContain('aria-describedby="help f-code-error"');
  });

  it('gives a list a search box as long as the server takes, and filters with their words', () => {
    const search = html(SearchField, { label: 'Search quotes', hideLabel: true, placeholder: 'Name or number', value: 'x', onChange: () => {} });
    expect(search).toMatch(
      /<label for="[^"]+" class="sr-only">Search quotes<\/label><input id="[^"]+" class="form-control" type="search" placeholder="Name or number" maxLength="\d+" value="x"\/>/,
    );
    const filter = html(FilterField<'sent'>, {
      label: 'Status',
      all: 'All',
      value: 'all',
      options: ['all', 'sent'],
      wordsOf: () => 'Sent',
      onChange: () => {},
    });
    expect(filter).toMatch(/<option value="all" selected="">All<\/option><option value="sent">Sent<\/option>/);
  });
});

describe('Pagination', () => {
  it('shows nothing for a single page or before the list is loaded', () => {
    expect(html(Pagination, { list: place(1, 20), onPage: () => {}, words })).toBe('');
    expect(html(Pagination, { list: null, onPage: () => {}, words })).toBe('');
  });

  it('names the navigation, says where the list is and disables the way past either end', () => {
    const first = html(Pagination, { list: place(1, 41), onPage: () => {}, words });
    expect(first).toContain('<nav aria-label="Pages"');
    expect(first).toContain('Page 1 of 3');
    expect(first).toMatch(/<button type="button" class="adm-button adm-button-quiet" disabled="">Previous<\/button>/);
    expect(html(Pagination, { list: place(3, 41), onPage: () => {}, words })).toMatch(/disabled="">Next<\/button>/);
  });
});

describe('ListStates', () => {
  const rows = (items: string[] | null, extra: Partial<ListStatesProps<string>> = {}) =>
    html(ListStates<string>, { rows: items, filtering: false, words: listWords, children: (shown: readonly string[]) => shown.join(','), ...extra });

  it('says it is loading until the first answer, then shows the rows', () => {
    expect(rows(null)).toBe('<p role="status" class="adm-panel text-center text-muted">Loading...</p>');
    expect(rows(['a', 'b'])).toBe('a,b');
  });

  it('says the list is empty, with the hint for a search or filter that finds nothing', () => {
    expect(rows([])).toContain('No quotes</h2><p class="mt-2 text-muted">None yet');
    expect(rows([], { filtering: true })).toContain('Try another search');
  });

  it('shows a failed first load with its way to try again', () => {
    const failed = rows(null, { failure: { message: 'Could not load', retry: 'Try again', onRetry: () => {} } });
    expect(failed).toContain('<p class="adm-alert">Could not load</p><button type="button" class="adm-button adm-button-quiet mt-3">Try again</button>');
  });
});

describe('Table', () => {
  it('heads each column for screen readers and keeps the caption', () => {
    const table = html(Table, { caption: 'Audit trail', columns: ['When', 'Who'], children: null });
    expect(table).toBe(
      '<table class="adm-table"><caption class="sr-only">Audit trail</caption><thead><tr><th scope="col">When</th><th scope="col">Who</th></tr></thead><tbody></tbody></table>',
    );
  });
});
