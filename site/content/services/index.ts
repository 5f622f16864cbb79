// The service pages' body copy by language. Page files pass `serviceContent(lang, page)` to ServicePage.
import type { Lang } from '../../i18n/index.ts';
import { enServiceContent } from './en.ts';
import { frServiceContent } from './fr.ts';
import type { ServiceContent, ServiceContentSet, ServicePageId } from './types.ts';

export { SERVICE_PAGE_IDS, type ServiceContent, type ServicePageId, type ServiceReason, type ServiceSection } from './types.ts';

const contentByLang: Record<Lang, ServiceContentSet> = { en: enServiceContent, fr: frServiceContent };

export function serviceContent(lang: Lang, page: ServicePageId): ServiceContent {
  return contentByLang[lang][page];
}

/** '/airporttransfers' → 'airporttransfers': the service links of lib/navigation.ts name their page by path. */
export function servicePageIdOf<Path extends `/${ServicePageId}`>(path: Path): ServicePageId {
  return path.slice(1) as ServicePageId;
}
