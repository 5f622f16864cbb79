// The Security screen's words, picked on the server by its page and passed to the island as one flat
// object, so the dictionaries never reach the browser bundle. The island imports only the types.
import { en, type MessageKey } from '../../../i18n/en.ts';
import { t } from '../../../i18n/index.ts';

/** The dashboard speaks English (as islands/admin/messages.ts). */
const DASHBOARD_LANG = 'en';

export type SecurityKey = Extract<MessageKey, `dashboard.security.${string}`>;
export type SecurityTexts = Readonly<Record<SecurityKey, string>>;

const KEYS = (Object.keys(en) as MessageKey[]).filter((key): key is SecurityKey => key.startsWith('dashboard.security.'));

export const securityTexts = (): SecurityTexts => Object.fromEntries(KEYS.map((key) => [key, t(DASHBOARD_LANG, key)])) as SecurityTexts;
