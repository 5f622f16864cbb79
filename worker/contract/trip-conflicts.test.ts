import { describe, expect, it } from 'vitest';
import { DEFAULT_TRIP_MINUTES, TRIP_TURNAROUND_MINUTES, occupiedUntil, overlaps, tripConflicts, type ConflictInput } from './trip-conflicts.ts';

const at = (hhmm: string) => `2026-12-01T${hhmm}:00.000Z`;
const trip = (key: string, start: string, minutes: number | null, chauffeurId: number | null, vehicleId: number | null = null): ConflictInput => ({
  key,
  startsAt: at(start),
  minutes,
  chauffeurId,
  vehicleId,
});

describe('occupiedUntil', () => {
  it('is the start plus the estimated minutes plus the turnaround', () => {
    expect(occupiedUntil(trip('a', '10:00', 50, 1))).toBe(Date.parse(at('10:00')) + (50 + TRIP_TURNAROUND_MINUTES) * 60_000);
  });

  it.each([null, 0])('reads %j minutes as the default length', (minutes) => {
    expect(occupiedUntil(trip('a', '10:00', minutes, 1))).toBe(Date.parse(at('10:00')) + (DEFAULT_TRIP_MINUTES + TRIP_TURNAROUND_MINUTES) * 60_000);
  });
});

describe('overlaps', () => {
  it('holds when the second starts before the first frees its chauffeur', () => {
    expect(overlaps(trip('a', '10:00', 50, 1), trip('b', '11:19', 30, 1))).toBe(true);
  });

  it('does not hold when the second starts exactly as the first frees its chauffeur', () => {
    expect(overlaps(trip('a', '10:00', 50, 1), trip('b', '11:20', 30, 1))).toBe(false);
  });

  it('is symmetric, whatever the order given', () => {
    expect(overlaps(trip('b', '11:19', 30, 1), trip('a', '10:00', 50, 1))).toBe(true);
  });

  it('uses the default length for a trip of unknown minutes', () => {
    expect(overlaps(trip('a', '10:00', null, 1), trip('b', '11:29', 30, 1))).toBe(true);
    expect(overlaps(trip('a', '10:00', null, 1), trip('b', '11:30', 30, 1))).toBe(false);
  });
});

describe('tripConflicts', () => {
  it('marks both trips of one chauffeur that overlap, naming each other', () => {
    const conflicts = tripConflicts([trip('a', '10:00', 50, 1), trip('b', '10:30', 50, 1), trip('c', '10:30', 50, 2)]);
    expect(conflicts.get('a')).toEqual([{ key: 'b', with: 'chauffeur' }]);
    expect(conflicts.get('b')).toEqual([{ key: 'a', with: 'chauffeur' }]);
    expect(conflicts.has('c')).toBe(false);
  });

  it('marks a shared car as well as a shared chauffeur', () => {
    const conflicts = tripConflicts([trip('a', '10:00', 50, 1, 7), trip('b', '10:30', 50, 2, 7)]);
    expect(conflicts.get('a')).toEqual([{ key: 'b', with: 'vehicle' }]);
    expect(conflicts.get('b')).toEqual([{ key: 'a', with: 'vehicle' }]);
  });

  it('names both when a chauffeur and a car are shared', () => {
    const conflicts = tripConflicts([trip('a', '10:00', 50, 1, 7), trip('b', '10:30', 50, 1, 7)]);
    expect(conflicts.get('a')).toEqual([
      { key: 'b', with: 'chauffeur' },
      { key: 'b', with: 'vehicle' },
    ]);
  });

  it('never marks unassigned trips, nor trips that follow each other with time to spare', () => {
    expect(tripConflicts([trip('a', '10:00', 50, null), trip('b', '10:10', 50, null)]).size).toBe(0);
    expect(tripConflicts([trip('a', '10:00', 50, 1), trip('b', '12:00', 50, 1)]).size).toBe(0);
  });

  it('marks every pair among three overlapping trips', () => {
    const conflicts = tripConflicts([trip('a', '10:00', 120, 1), trip('b', '10:30', 20, 1), trip('c', '11:00', 20, 1)]);
    expect(conflicts.get('a')?.map((c) => c.key)).toEqual(['b', 'c']);
    expect(conflicts.get('b')?.map((c) => c.key)).toEqual(['a', 'c']);
    expect(conflicts.get('c')?.map((c) => c.key)).toEqual(['a', 'b']);
  });
});
