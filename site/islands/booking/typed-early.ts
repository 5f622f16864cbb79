// Step 1 is pre-rendered, so on a slow connection a visitor can type before the island has loaded.
// React keeps those values while hydrating but would wipe them at its first re-render (the fields
// are controlled by the store). They are read from the page right after hydration and written into
// the store, after the saved state and the quick form's values, since they are the latest.
import { TRANSFER_TYPES, type TransferType } from '../../../worker/contract/enums.ts';
import { placeFromText, setAdults, setDropoff, setExtraTime, setPickup, setRideField, setTransferType } from '../../stores/booking.ts';

const ADOPT: Record<string, (value: string) => void> = {
  pickupLocation: (value) => {
    const place = placeFromText(value);
    setPickup(place.label, place.coords);
  },
  dropoffLocation: (value) => {
    const place = placeFromText(value);
    setDropoff(place.label, place.coords);
  },
  pickupDate: (value) => setRideField('pickupDate', value),
  pickupTime: (value) => setRideField('pickupTime', value),
  returnDate: (value) => setRideField('returnDate', value),
  returnTime: (value) => setRideField('returnTime', value),
  flightTrainNumber: (value) => setRideField('flightTrainNumber', value),
  adults: (value) => setAdults(Number(value)),
  extraTime: (value) => setExtraTime(Number(value)),
  transferType: (value) => (TRANSFER_TYPES as readonly string[]).includes(value) && setTransferType(value as TransferType),
};

export type TypedValues = [name: string, value: string][];

/** The named fields under `root` whose value the visitor changed from the pre-rendered one. */
export function typedBeforeHydration(root: HTMLElement | null): TypedValues {
  const typed: TypedValues = [];
  for (const field of root?.querySelectorAll<HTMLInputElement>('input[name]') ?? []) {
    if (!(field.name in ADOPT)) continue;
    const changed = field.type === 'radio' ? field.checked && !field.defaultChecked : field.value !== field.defaultValue;
    if (changed) typed.push([field.name, field.value]);
  }
  return typed;
}

export function adoptTyped(typed: TypedValues): void {
  for (const [name, value] of typed) ADOPT[name]?.(value);
}
