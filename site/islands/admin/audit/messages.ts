// The Audit trail screen's words, picked on the server by its page and passed to the island as one
// flat object, so the dictionaries never reach the browser bundle. The island imports only the types.
import { en, type MessageKey } from '../../../i18n/en.ts';
import { t } from '../../../i18n/index.ts';

/** The dashboard speaks English (as islands/admin/messages.ts). */
const DASHBOARD_LANG = 'en';

export type AuditKey = Extract<MessageKey, `dashboard.audit.${string}`>;
export type AuditTexts = Readonly<Record<AuditKey, string>>;

const KEYS = (Object.keys(en) as MessageKey[]).filter((key): key is AuditKey => key.startsWith('dashboard.audit.'));

export const auditTexts = (): AuditTexts => Object.fromEntries(KEYS.map((key) => [key, t(DASHBOARD_LANG, key)])) as AuditTexts;
