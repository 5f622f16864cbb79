// The dashboard's dates, times and waits (format.ts): Paris time, in the language the words carry.
import { describe, expect, it } from 'vitest';
import { formatParisDateTime, formatParisWallClock, formatTimeLeft, formatWait, initials } from './format.ts';

describe('dashboard formats', () => {
  it('writes instants in Paris time, whatever the machine is set to', () => {
    // 12:30 UTC is 13:30 in Paris in winter and 14:30 in summer.
    expect(formatParisDateTime('2026-01-15T12:30:00Z', 'en')).toBe('Thu, 15 Jan 2026, 13:30');
    expect(formatParisDateTime('2026-07-15T12:30:00Z', 'en')).toBe('Wed, 15 Jul 2026, 14:30');
  });

  it('writes a stored Paris date and time exactly as it writes an instant (a pickup, a return), in the language asked', () => {
    expect(formatParisWallClock('2026-12-03', '18:30', 'en')).toBe('Thu, 3 Dec 2026, 18:30');
    expect(formatParisWallClock('2026-12-03', '18:30', 'en')).toBe(formatParisDateTime(new Date('2026-12-03T17:30:00Z'), 'en'));
    expect(formatParisWallClock('2026-07-14', '09:05', 'en')).toBe('Tue, 14 Jul 2026, 09:05');
    expect(formatParisWallClock('2026-12-03', '18:30', 'fr')).toBe(formatParisDateTime('2026-12-03T17:30:00Z', 'fr'));
    expect(formatParisWallClock('2026-12-03', '18:30', 'fr')).toMatch(/^jeu\.? 3 déc\.? 2026/);
    // Not a date and time: shown as stored rather than lost.
    expect(formatParisWallClock('2026-12-03', null, 'en')).toBe('2026-12-03');
    expect(formatParisWallClock('soon', '18:30', 'en')).toBe('soon 18:30');
  });

  it('says how long a request has waited in its largest whole unit, never negative', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(formatWait('2026-03-10T11:58:30Z', now, 'en')).toBe('1 minute');
    expect(formatWait('2026-03-10T12:00:30Z', now, 'en')).toBe('0 minutes');
    expect(formatWait('2026-03-10T07:00:00Z', now, 'en')).toBe('5 hours');
    expect(formatWait('2026-03-09T00:00:00Z', now, 'en')).toBe('36 hours');
    expect(formatWait('2026-03-07T11:00:00Z', now, 'en')).toBe('3 days');
    expect(formatWait('2026-03-10T07:00:00Z', now, 'fr')).toMatch(/^5\sheures$/u);
  });

  it('says how long is left until an instant (an offer’s expiry), 0 once it has passed', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(formatTimeLeft('2026-03-10T17:30:00Z', now, 'en')).toBe('5 hours');
    expect(formatTimeLeft('2026-03-10T12:20:00Z', now, 'en')).toBe('20 minutes');
    expect(formatTimeLeft('2026-03-13T12:00:00Z', now, 'en')).toBe('3 days');
    expect(formatTimeLeft('2026-03-10T11:00:00Z', now, 'en')).toBe('0 minutes');
    expect(formatTimeLeft('2026-03-10T17:30:00Z', now, 'fr')).toMatch(/^5\sheures$/u);
  });

  it('makes an avatar of the initials', () => {
    expect(initials('jane', 'Doe')).toBe('JD');
    expect(initials('', ' Doe')).toBe('D');
    expect(initials('', '')).toBe('?');
  });
});
