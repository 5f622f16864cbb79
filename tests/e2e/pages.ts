// The public pages the journeys visit, and the dictionary keys of their texts.
import type { MessageKey } from '../../site/i18n/index.ts';
import { PUBLIC_PAGES, type PublicPage } from '../../site/lib/public-pages.ts';

export { PUBLIC_PAGES, type PublicPage };

export const key = (id: PublicPage['id'], part: 'title' | 'heading') => `page.${id}.${part}` as MessageKey;
