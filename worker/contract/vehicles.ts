// The fleet: the three vehicles of the spec with their capacities. The booking wizard offers them,
// the server checks capacities against them, the home page shows them.

export type VehicleFeature = 'airConditioning' | 'bluetooth' | 'wifi' | 'waterBottle';

export interface Vehicle {
  id: 1 | 2 | 3;
  name: string;
  /** Seats for passengers. */
  passengers: number;
  /** Suitcases. */
  luggage: number;
  /** Dictionary key suffix: `vehicle.type.<type>`. */
  type: 'premiumElectric' | 'executiveSedan' | 'premiumVan';
  powerHp: number;
  gearbox: 'automatic';
  fuel: 'electric' | 'diesel';
  features: readonly VehicleFeature[];
}

export const VEHICLES: readonly Vehicle[] = [
  {
    id: 1,
    name: 'Lexus',
    passengers: 4,
    luggage: 3,
    type: 'premiumElectric',
    powerHp: 258,
    gearbox: 'automatic',
    fuel: 'electric',
    features: ['airConditioning', 'bluetooth', 'wifi', 'waterBottle'],
  },
  {
    id: 2,
    name: 'Mercedes E Class',
    passengers: 4,
    luggage: 3,
    type: 'executiveSedan',
    powerHp: 194,
    gearbox: 'automatic',
    fuel: 'diesel',
    features: ['airConditioning', 'bluetooth', 'waterBottle'],
  },
  {
    id: 3,
    name: 'Mercedes V Class 250D',
    passengers: 8,
    luggage: 6,
    type: 'premiumVan',
    powerHp: 190,
    gearbox: 'automatic',
    fuel: 'diesel',
    features: ['airConditioning', 'bluetooth', 'wifi', 'waterBottle'],
  },
];

/** Adults in one request: up to the largest vehicle's seats (no vehicle takes more). */
export const MAX_ADULTS = Math.max(...VEHICLES.map((vehicle) => vehicle.passengers));

/**
 * The vehicles that can carry `adults`. The spec's rule (4 or more adults: only vehicles seating at
 * least 4) is contained in the stricter one we apply: never a vehicle with fewer seats than adults.
 */
export function vehiclesFor(adults: number): readonly Vehicle[] {
  return VEHICLES.filter((vehicle) => vehicle.passengers >= adults);
}

/** A fleet vehicle by its name, ignoring case, spaces and dashes ('mercedes e-class'); null when none has it. */
export function vehicleNamed(name: string): Vehicle | null {
  const loosely = (text: string) =>
    text
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, ' ');
  return VEHICLES.find((vehicle) => loosely(vehicle.name) === loosely(name)) ?? null;
}
