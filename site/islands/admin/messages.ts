// The dashboard's texts, picked on the server by the admin pages and passed to the islands as flat
// objects, so no dictionary reaches the browser. The islands import only the types of this module.
import { en, type MessageKey } from '../../i18n/en.ts';
import { t } from '../../i18n/index.ts';

/** The dashboard speaks English (the spec's back office); the French part is kept for later. */
const DASHBOARD_LANG = 'en';

export type DashboardKey = Extract<MessageKey, `dashboard.${string}`>;

/** The booking wizard's option and duration words the Booking Summary reuses. */
const BOOKING_WORD_KEYS = [
  ...(Object.keys(en) as MessageKey[]).filter((key) => key.startsWith('booking.option.') || key.startsWith('booking.animal.')),
  'booking.summary.optionCount',
  'booking.summary.animalTypes',
] as MessageKey[];

type Texts<Key extends MessageKey> = Readonly<Record<Key, string>>;

function pick<Key extends MessageKey>(keys: readonly Key[]): Texts<Key> {
  return Object.fromEntries(keys.map((key) => [key, t(DASHBOARD_LANG, key)])) as Texts<Key>;
}

const dashboardKeys = (...prefixes: string[]) =>
  (Object.keys(en) as MessageKey[]).filter((key): key is DashboardKey => prefixes.some((prefix) => key.startsWith(prefix)));

/** One dashboard text in the dashboard's language, for the pages themselves. */
export const dashboardText = (key: DashboardKey, vars?: Record<string, string | number>) => t(DASHBOARD_LANG, key, vars);

const SIDEBAR_KEYS = [
  'dashboard.shell.quotes',
  'dashboard.shell.exquotes',
  'dashboard.shell.excursions',
  'dashboard.shell.messages',
  'dashboard.shell.pending',
  'dashboard.shell.unread',
  'dashboard.shell.outbox',
  'dashboard.shell.failed',
  'dashboard.shell.audit',
  'dashboard.shell.security',
  'dashboard.shell.privacy',
] as const;
export type SidebarTexts = Texts<(typeof SIDEBAR_KEYS)[number]>;
export const sidebarTexts = (): SidebarTexts => pick(SIDEBAR_KEYS);

export type LoginTexts = Texts<Extract<DashboardKey, `dashboard.login.${string}`>>;
export const loginTexts = (): LoginTexts => pick(dashboardKeys('dashboard.login.')) as LoginTexts;

type QueueKey = Extract<DashboardKey, `dashboard.queue.${string}` | `dashboard.status.${string}`>;
export type TransferQueueTexts = Texts<QueueKey | Extract<DashboardKey, `dashboard.quotes.${string}` | `dashboard.summary.${string}`>> & {
  /** The booking wizard's names of the extra options ('booking.option.*', 'booking.animal.*'). */
  readonly bookingWords: Readonly<Record<string, string>>;
};
export type ExcursionQueueTexts = Texts<QueueKey | Extract<DashboardKey, `dashboard.exquotes.${string}`>>;
/** What both queues show: the keys of the shared list machinery. */
export type QueueTexts = Texts<QueueKey>;

export const transferQueueTexts = (): TransferQueueTexts => ({
  ...(pick(dashboardKeys('dashboard.queue.', 'dashboard.status.', 'dashboard.quotes.', 'dashboard.summary.')) as Omit<TransferQueueTexts, 'bookingWords'>),
  bookingWords: pick(BOOKING_WORD_KEYS),
});

export const excursionQueueTexts = (): ExcursionQueueTexts =>
  pick(dashboardKeys('dashboard.queue.', 'dashboard.status.', 'dashboard.exquotes.')) as ExcursionQueueTexts;

/** The Messages screen (site/islands/admin/messages/). */
export type ConversationTexts = Texts<Extract<DashboardKey, `dashboard.messages.${string}`>>;
export const conversationTexts = (): ConversationTexts => pick(dashboardKeys('dashboard.messages.')) as ConversationTexts;
