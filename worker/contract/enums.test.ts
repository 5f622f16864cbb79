import { describe, expect, it } from 'vitest';
import { TRANSFER_TYPES, transferTypeNamed } from './enums.ts';
import { t } from './i18n/index.ts';

describe('transferTypeNamed', () => {
  it("reads the spec's labels and our codes, in any case, with spaces, dashes or underscores", () => {
    expect(transferTypeNamed('One Way')).toBe('ONE_WAY');
    expect(transferTypeNamed(' one-way ')).toBe('ONE_WAY');
    expect(transferTypeNamed('ONE_WAY')).toBe('ONE_WAY');
    expect(transferTypeNamed('round trip')).toBe('ROUND_TRIP');
    expect(transferTypeNamed('Multi Stop')).toBe('MULTI_STOP');
    expect(transferTypeNamed('multi_stop')).toBe('MULTI_STOP');
  });

  it('reads nothing else', () => {
    for (const text of ['', 'Hourly', 'OneWay', 'Aller simple', 'round']) expect(transferTypeNamed(text), text).toBeNull();
  });

  it('reads the labels the English site shows', () => {
    for (const code of TRANSFER_TYPES) expect(transferTypeNamed(t('en', `transferType.${code}`))).toBe(code);
  });
});
