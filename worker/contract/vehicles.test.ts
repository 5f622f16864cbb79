import { describe, expect, it } from 'vitest';
import { VEHICLES, vehicleNamed, vehiclesFor } from './vehicles.ts';

const names = (adults: number) => vehiclesFor(adults).map((vehicle) => vehicle.name);

describe('vehiclesFor', () => {
  it('offers every vehicle to small parties', () => {
    expect(names(1)).toEqual(['Lexus', 'Mercedes E Class', 'Mercedes V Class 250D']);
    expect(names(3)).toEqual(names(1));
  });

  it('offers only vehicles seating at least 4 from 4 adults on, and never one that is too small', () => {
    expect(names(4)).toEqual(['Lexus', 'Mercedes E Class', 'Mercedes V Class 250D']);
    expect(names(5)).toEqual(['Mercedes V Class 250D']);
    expect(names(8)).toEqual(['Mercedes V Class 250D']);
    expect(names(9)).toEqual([]);
  });

  it('has the capacities of the spec', () => {
    expect(VEHICLES.map((vehicle) => [vehicle.passengers, vehicle.luggage])).toEqual([
      [4, 3],
      [4, 3],
      [8, 6],
    ]);
  });
});

describe('vehicleNamed', () => {
  it('finds a vehicle by the name of the spec, in any case and spacing', () => {
    expect(vehicleNamed('Mercedes E Class')?.id).toBe(2);
    expect(vehicleNamed(' mercedes  e-class ')?.id).toBe(2);
    expect(vehicleNamed('LEXUS')?.id).toBe(1);
    expect(vehicleNamed('Mercedes V Class 250D')?.id).toBe(3);
  });

  it('finds none for another name', () => {
    expect(vehicleNamed('Mercedes')).toBeNull();
    expect(vehicleNamed('Unknown')).toBeNull();
    expect(vehicleNamed('')).toBeNull();
  });
});
