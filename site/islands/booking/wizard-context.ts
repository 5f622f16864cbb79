// What every part of the wizard needs from the page: language, texts, fleet photos, links.
import { createContext, useContext } from 'react';
import type { Lang } from '../../i18n/index.ts';
import type { PluralBase } from '../../../worker/contract/i18n/plural.ts';
import type { Vehicle } from '../../../worker/contract/vehicles.ts';
import type { WizardMessageKey } from './messages.ts';

export interface FleetImage {
  src: string;
  width: number;
  height: number;
}

export interface WizardSettings {
  lang: Lang;
  /** The text of `key` with `{placeholders}` filled. */
  t: (key: WizardMessageKey, vars?: Record<string, string | number>) => string;
  /** The text for `count` of something: `<base>.one`, `<base>.other`… as Intl.PluralRules chooses, `{count}` filled. */
  tCount: (base: PluralBase<WizardMessageKey>, count: number, vars?: Record<string, string | number>) => string;
  /** One photograph per vehicle type (640 px wide, WebP). */
  fleetImages: Readonly<Record<Vehicle['type'], FleetImage>>;
  termsPath: string;
  homePath: string;
  /** The contact page, in the page's language. */
  contactPath: string;
  /** Fetches the code of the step after the current one (a step calls it once the visitor uses it). */
  prefetchNextStep: () => void;
}

export const WizardContext = createContext<WizardSettings | null>(null);

export function useWizard(): WizardSettings {
  const settings = useContext(WizardContext);
  if (!settings) throw new Error('useWizard() outside the booking wizard');
  return settings;
}
