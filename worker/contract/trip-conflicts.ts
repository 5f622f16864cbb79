// When two trips cannot both be driven by one chauffeur or one car (decision 042): a trip occupies
// them from its start to its start plus its estimated minutes (DEFAULT_TRIP_MINUTES when unknown)
// plus TRIP_TURNAROUND_MINUTES. Two trips of one chauffeur or car that overlap are both marked;
// assigning is never refused (the office may know better), the warning says which. Browser-safe.

/** A trip's length when nothing estimated it. */
export const DEFAULT_TRIP_MINUTES = 60;
/** The time to get from one trip's end to the next one's start, added to every trip. */
export const TRIP_TURNAROUND_MINUTES = 30;

/** What the rule reads of a trip. */
export interface ConflictInput {
  /** The trip's key text ('transfer:12:return'). */
  key: string;
  startsAt: string;
  minutes: number | null;
  chauffeurId: number | null;
  vehicleId: number | null;
}

/** One clash: the other trip, and what the two share. */
export interface TripConflict {
  key: string;
  with: 'chauffeur' | 'vehicle';
}

/** The instant a trip frees its chauffeur and car, in milliseconds. */
export function occupiedUntil(trip: Pick<ConflictInput, 'startsAt' | 'minutes'>): number {
  const minutes = trip.minutes !== null && trip.minutes > 0 ? trip.minutes : DEFAULT_TRIP_MINUTES;
  return Date.parse(trip.startsAt) + (minutes + TRIP_TURNAROUND_MINUTES) * 60_000;
}

/** True when the two trips' occupied times meet (one ending exactly as the other starts does not). */
export function overlaps(a: Pick<ConflictInput, 'startsAt' | 'minutes'>, b: Pick<ConflictInput, 'startsAt' | 'minutes'>): boolean {
  return Date.parse(a.startsAt) < occupiedUntil(b) && Date.parse(b.startsAt) < occupiedUntil(a);
}

/** Each trip's clashes with the others (by key; a trip without any is absent), chauffeur first. */
export function tripConflicts(trips: readonly ConflictInput[]): Map<string, TripConflict[]> {
  const found = new Map<string, TripConflict[]>();
  const add = (trip: ConflictInput, other: ConflictInput, shared: TripConflict['with']) => {
    const list = found.get(trip.key) ?? [];
    list.push({ key: other.key, with: shared });
    found.set(trip.key, list);
  };
  for (let i = 0; i < trips.length; i++) {
    for (let j = i + 1; j < trips.length; j++) {
      const [a, b] = [trips[i]!, trips[j]!];
      if (a.key === b.key || !overlaps(a, b)) continue;
      if (a.chauffeurId !== null && a.chauffeurId === b.chauffeurId) {
        add(a, b, 'chauffeur');
        add(b, a, 'chauffeur');
      }
      if (a.vehicleId !== null && a.vehicleId === b.vehicleId) {
        add(a, b, 'vehicle');
        add(b, a, 'vehicle');
      }
    }
  }
  return found;
}
