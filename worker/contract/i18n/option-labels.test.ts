import { describe, expect, it } from 'vitest';
import { ANIMAL_TYPES, EXTRA_OPTION_COUNTS, optionLabel } from '../booking-rules.ts';
import { enShared } from './index.ts';

describe('English option names', () => {
  it("are written as the spec's rule gives them from the field names", () => {
    for (const name of EXTRA_OPTION_COUNTS) expect(enShared[`booking.option.${name}`], name).toBe(optionLabel(name));
    for (const name of ANIMAL_TYPES) expect(enShared[`booking.animal.${name}`], name).toBe(optionLabel(name));
  });
});
