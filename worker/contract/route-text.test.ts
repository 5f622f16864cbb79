import { describe, expect, it } from 'vitest';
import { distanceKmFromText, minutesFromText } from './route-text.ts';

describe('distanceKmFromText', () => {
  it('reads kilometres as written by people and map services', () => {
    expect(distanceKmFromText('32 km')).toBe(32);
    expect(distanceKmFromText('32km')).toBe(32);
    expect(distanceKmFromText(' 32.4 KM ')).toBe(32.4);
    expect(distanceKmFromText('32,5 km')).toBe(32.5);
    expect(distanceKmFromText('12 kilometres')).toBe(12);
    expect(distanceKmFromText('12 kilomètres')).toBe(12);
    expect(distanceKmFromText('32')).toBe(32);
  });

  it('refuses other units and anything else', () => {
    for (const text of ['', 'km', '20 mi', '20 miles', '500 m', 'about 30 km', '-3 km', '1,234.5 km', '32 km 400 m']) {
      expect(distanceKmFromText(text), text).toBeNull();
    }
  });
});

describe('minutesFromText', () => {
  it('reads hours and minutes in the usual spellings', () => {
    expect(minutesFromText('45m')).toBe(45);
    expect(minutesFromText('45 min')).toBe(45);
    expect(minutesFromText('45')).toBe(45);
    expect(minutesFromText('1h 20m')).toBe(80);
    expect(minutesFromText('1 h 20 min')).toBe(80);
    expect(minutesFromText('1h20')).toBe(80);
    expect(minutesFromText('2 hours 5 mins')).toBe(125);
    expect(minutesFromText('1 hour')).toBe(60);
    expect(minutesFromText('2 heures 10 minutes')).toBe(130);
    expect(minutesFromText('1 day 3 hours')).toBe(27 * 60);
    expect(minutesFromText('1.5 h')).toBe(90);
    expect(minutesFromText('1,5 h')).toBe(90);
    expect(minutesFromText(' 1H 05M ')).toBe(65);
  });

  it('refuses unknown units, repeated or disordered units and other text', () => {
    for (const text of ['', 'h', 'soon', '45 s', '20m 1h', '1h 2h', '1 day 5', '10 20', '1h 20m later', '-5m', '1:20']) {
      expect(minutesFromText(text), text).toBeNull();
    }
  });
});
