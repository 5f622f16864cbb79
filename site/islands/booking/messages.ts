// The dictionary texts the wizard shows, picked at build time by the page (bookNow.astro) and
// passed to the island as one flat object, so the dictionaries never reach the browser bundle.
// The island imports only the types of this module.
import { en, type MessageKey } from '../../i18n/en.ts';
import { t, type Lang } from '../../i18n/index.ts';

/** Texts of other areas the wizard reuses (field labels, vehicles, transfer types…). */
const SHARED_KEYS = [
  'transferType.ONE_WAY',
  'transferType.ROUND_TRIP',
  'transferType.MULTI_STOP',
  'quickForm.pickupDate',
  'quickForm.pickup',
  'quickForm.dropoff',
  'quickForm.transferType',
  'quickForm.placeholder.pickup',
  'quickForm.placeholder.dropoff',
  'vehicle.type.premiumElectric',
  'vehicle.type.executiveSedan',
  'vehicle.type.premiumVan',
  'vehicle.photoAlt.premiumElectric',
  'vehicle.photoAlt.executiveSedan',
  'vehicle.photoAlt.premiumVan',
  'vehicle.capacity',
  'vehicle.passengers',
  'vehicle.luggage',
  'vehicle.power',
  'vehicle.powerValue',
  'vehicle.gearbox',
  'vehicle.gearbox.automatic',
  'vehicle.fuel',
  'vehicle.fuel.electric',
  'vehicle.fuel.diesel',
  'vehicle.features',
  'vehicle.feature.airConditioning',
  'vehicle.feature.bluetooth',
  'vehicle.feature.wifi',
  'vehicle.feature.waterBottle',
  'contactForm.required',
  'contactForm.requiredNote',
  'footer.policy.terms',
  'error.title',
  'error.refresh',
] as const satisfies readonly MessageKey[];

export type WizardMessageKey = Extract<MessageKey, `booking.${string}`> | (typeof SHARED_KEYS)[number];
export type WizardMessages = Readonly<Record<WizardMessageKey, string>>;

const isBookingKey = (key: string): key is Extract<MessageKey, `booking.${string}`> => key.startsWith('booking.');

/** Every text of the wizard in `lang` (build time only). */
export function wizardMessages(lang: Lang): WizardMessages {
  const keys: WizardMessageKey[] = [...(Object.keys(en) as MessageKey[]).filter(isBookingKey), ...SHARED_KEYS];
  return Object.fromEntries(keys.map((key) => [key, t(lang, key)])) as WizardMessages;
}
