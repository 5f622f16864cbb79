// A refused field is named whatever its name: found by tests/api/properties.spec.ts, where a query
// `?constructor=…` answered a validation error without any field (the name was taken for the
// object's own `constructor`, present on every plain object).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './api-errors.ts';

const strict = z.strictObject({ q: z.string().optional() });

describe('fieldErrors', () => {
  it('names an unknown field called like a property every object has', () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      const result = strict.safeParse(JSON.parse(`{"${name}": 1}`));
      expect(result.success, name).toBe(false);
      if (result.success) continue;
      const fields = fieldErrors(result.error);
      expect(Object.keys(fields), name).toEqual([name]);
      expect(fields[name], name).toBe('field.unknown');
      // The answer carries it: JSON keeps the own property, and nothing became a prototype.
      expect(JSON.parse(JSON.stringify({ ...fields }))).toEqual(JSON.parse(`{"${name}": "field.unknown"}`));
    }
  });

  it('keeps the first problem of a field named like an inherited property', () => {
    const schema = z.object({ constructor: z.string().min(2, 'field.tooShort').max(1, 'field.tooLong') });
    const result = schema.safeParse({ constructor: 'x' });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrors(result.error))).toEqual(['constructor']);
  });
});
