// The quote queues' words without zod: the filters, the page sizes and the transfer types' labels,
// which the dashboard reads as values and schemas/admin-quotes.ts validates with (the same way
// audit-words.ts and outbox-words.ts serve their screens).
import { FIELD_LIMITS } from './limits.ts';
import { QUOTE_STATUSES, TRANSFER_TYPE_LABELS, type TransferType } from './enums.ts';

/** The longest search text (FIELD_LIMITS, which the search box's maxLength reads too). */
export const ADMIN_SEARCH_MAX = FIELD_LIMITS.adminSearch;
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
/**
 * A search of a quote queue counts its matches up to this many (ten pages of the default size);
 * beyond, the list says "more than" (filteredMore) and the admin narrows the search: counting every
 * one of 20,000 matches would cost more than reading their first page (decision 046).
 */
export const SEARCH_COUNT_LIMIT = 200;

export const STATUS_FILTERS = ['all', ...QUOTE_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
/** The spec's priority filter: All, Important, Not Important. */
export const PRIORITY_FILTERS = ['all', 'important', 'normal'] as const;
export type PriorityFilter = (typeof PRIORITY_FILTERS)[number];

export const TRANSFER_TYPE_NAMES = Object.values(TRANSFER_TYPE_LABELS) as [string, ...string[]];

/** The label the spec shows for a transfer type code ('One Way', 'Round Trip', 'Multi Stop'). */
export const transferTypeLabel = (code: TransferType) => TRANSFER_TYPE_LABELS[code];
