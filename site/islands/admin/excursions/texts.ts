// The Excursions Management screen's texts, picked on the server by /admin/excursions and passed to
// the islands as one flat object (messages.ts's pattern): its own words ('dashboard.excursions.*') and
// the shared field messages the form and the API both speak ('adminExcursion.*', 'adminUpload.*').
// The islands import only the type.
import { en, type MessageKey } from '../../../i18n/en.ts';
import { t } from '../../../i18n/index.ts';

type ExcursionsKey = Extract<MessageKey, `dashboard.excursions.${string}` | `adminExcursion.${string}` | `adminUpload.${string}`>;
export type ExcursionsTexts = Readonly<Record<ExcursionsKey, string>>;

const isExcursionsKey = (key: MessageKey): key is ExcursionsKey =>
  key.startsWith('dashboard.excursions.') || key.startsWith('adminExcursion.') || key.startsWith('adminUpload.');

/** The texts in the dashboard's language (English, as every dashboard screen). */
export const excursionsTexts = (): ExcursionsTexts =>
  Object.fromEntries((Object.keys(en) as MessageKey[]).filter(isExcursionsKey).map((key) => [key, t('en', key)])) as ExcursionsTexts;
