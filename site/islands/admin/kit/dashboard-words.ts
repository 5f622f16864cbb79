// The back office's language and words, on the server: dashboardLang() is the one place the
// dashboard's language is read (the administrator's choice, remembered in this browser's cookie;
// English by default, decision 037); each screen's words are picked here by its page and passed to
// its island as one flat object ({ lang, words }), so no dictionary reaches the browser. Islands
// import only the types of this module, and speak the words through the kit's hook (use-words.ts).
import { en, type MessageKey } from '../../../i18n/en.ts';
import { t, type Lang } from '../../../i18n/index.ts';
import { DASHBOARD_LANG_COOKIE, dashboardLangFrom } from '../../../../worker/contract/dashboard-language.ts';

/** What a page knows of its request: Astro's cookies (Astro.cookies). */
export interface DashboardRequest {
  cookies: { get(name: string): { value: string } | undefined };
}

/** The dashboard's language for this request: every page, word and date of the back office follows it. */
export const dashboardLang = (request: DashboardRequest): Lang => dashboardLangFrom(request.cookies.get(DASHBOARD_LANG_COOKIE)?.value);

/** The words of a request's money (decision 038): the quote queues and the reply screen speak them. */
const PAYMENT = 'dashboard.payment.';

/** The keys the two quote queues share: the list machinery, the status names and the payment words. */
const QUEUE = ['dashboard.queue.', 'dashboard.status.', PAYMENT] as const;

/**
 * The words each screen's island receives. An entry ending with '.' takes every key under it, any
 * other entry is one key.
 */
const SCREENS = {
  sidebar: [
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
    'dashboard.shell.meetingPoints',
    'dashboard.shell.agenda',
    'dashboard.shell.chauffeurs',
    'dashboard.shell.insights',
    'dashboard.shell.noticeTransfer',
    'dashboard.shell.noticeExcursion',
    'dashboard.shell.noticesEnable',
    'dashboard.shell.noticesOn',
    'dashboard.shell.noticesBlocked',
    'dashboard.shell.noticesUnsupported',
  ],
  login: ['dashboard.login.'],
  // The Booking Summary names the extra options with the booking wizard's words.
  quotes: [
    ...QUEUE,
    'dashboard.quotes.',
    'dashboard.summary.',
    'booking.option.',
    'booking.animal.',
    'booking.summary.optionCount',
    'booking.summary.animalTypes',
  ],
  exquotes: [...QUEUE, 'dashboard.exquotes.'],
  // The offer's and the booking panel's field messages are the ones the API speaks too ('adminBookings.field.*');
  // a change the customer asked names its fields as their request page does ('changeRequest.field.*').
  reply: ['adminReply.', 'a11y.newTab', PAYMENT, 'adminBookings.field.', 'field.tooLong', 'changeRequest.field.'],
  // The form's field messages are the ones the API speaks too ('adminExcursion.*', 'adminUpload.*').
  excursions: ['dashboard.excursions.', 'adminExcursion.', 'adminUpload.'],
  // The customer's requests beside a thread show their status and payment as the quote queues do.
  messages: ['dashboard.messages.', 'dashboard.status.', PAYMENT],
  outbox: ['dashboard.outbox.'],
  audit: ['dashboard.audit.'],
  security: ['dashboard.security.'],
  privacy: ['dashboard.privacy.'],
  meetingPoints: ['dashboard.meetingPoints.'],
  // Operations (decision 042): a trip's options are named with the booking wizard's words, its payment as the queues do.
  agenda: [
    'dashboard.agenda.',
    PAYMENT,
    'booking.option.',
    'booking.animal.',
    'booking.summary.optionCount',
    'booking.summary.animalTypes',
    'adminOperations.field.',
  ],
  // The forms' field messages are the ones the API speaks too ('adminOperations.field.*').
  chauffeurs: ['dashboard.chauffeurs.', 'adminOperations.field.', 'field.required', 'field.tooLong'],
  // The range's field messages are the ones the API speaks too ('adminInsights.field.*').
  insights: ['dashboard.insights.', 'adminInsights.field.'],
} as const satisfies Record<string, readonly string[]>;

export type Screen = keyof typeof SCREENS;

type KeysOf<Entry extends string> = Entry extends `${string}.` ? Extract<MessageKey, `${Entry}${string}`> : Extract<MessageKey, Entry>;

/** The keys of a screen's words. */
export type ScreenKey<Of extends Screen> = KeysOf<(typeof SCREENS)[Of][number]>;

/** Words as an island receives them: the language they are in, and the text of each key. */
export interface Words<Key extends string> {
  lang: Lang;
  words: Readonly<Record<Key, string>>;
}

export type ScreenWords<Of extends Screen> = Words<ScreenKey<Of>>;

const takes = (entry: string, key: string) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry);

/** A screen's words in `lang`, for its island. */
export function screenWords<Of extends Screen>(screen: Of, lang: Lang): ScreenWords<Of> {
  const entries: readonly string[] = SCREENS[screen];
  const keys = (Object.keys(en) as MessageKey[]).filter((key) => entries.some((entry) => takes(entry, key)));
  return { lang, words: Object.fromEntries(keys.map((key) => [key, t(lang, key)])) as Record<ScreenKey<Of>, string> };
}

export type DashboardKey = Extract<MessageKey, `dashboard.${string}` | `adminReply.${string}`>;

/** What a back-office page speaks with: its language, its own words (titles, the shell) and its islands' words. */
export interface DashboardWords {
  lang: Lang;
  text: (key: DashboardKey, vars?: Record<string, string | number>) => string;
  screen: <Of extends Screen>(screen: Of) => ScreenWords<Of>;
}

/** The words of a back-office page, in the language its request asks for: `const dashboard = dashboardWords(Astro)`. */
export function dashboardWords(request: DashboardRequest): DashboardWords {
  const lang = dashboardLang(request);
  return { lang, text: (key, vars) => t(lang, key, vars), screen: (screen) => screenWords(screen, lang) };
}
