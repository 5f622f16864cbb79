// The Privacy requests screen's words, picked on the server by its page and passed to the island as
// one flat object, so the dictionaries never reach the browser bundle. The island imports only the types.
import { en, type MessageKey } from '../../../i18n/en.ts';
import { t } from '../../../i18n/index.ts';

/** The dashboard speaks English (as islands/admin/messages.ts). */
const DASHBOARD_LANG = 'en';

export type PrivacyKey = Extract<MessageKey, `dashboard.privacy.${string}`>;
export type PrivacyTexts = Readonly<Record<PrivacyKey, string>>;

const KEYS = (Object.keys(en) as MessageKey[]).filter((key): key is PrivacyKey => key.startsWith('dashboard.privacy.'));

export const privacyTexts = (): PrivacyTexts => Object.fromEntries(KEYS.map((key) => [key, t(DASHBOARD_LANG, key)])) as PrivacyTexts;
