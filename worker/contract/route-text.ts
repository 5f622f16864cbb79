// The route's length and duration as people and map services write them ("32 km", "1 h 20 min"):
// the spec's quote request sends totalDistance and totalTime as such text. Null when unreadable.

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
/** A decimal comma is French for a decimal point ("32,5 km"). */
const decimal = (digits: string) => Number(digits.replace(',', '.'));

/** Kilometres from "32 km", "32,5 km", "32 kilometres" or a bare "32"; other units are refused. */
export function distanceKmFromText(text: string): number | null {
  const match = new RegExp(`^${NUMBER}\\s*(km|kms|kilometers?|kilometres?|kilomètres?)?$`, 'i').exec(text.trim());
  return match?.[1] ? decimal(match[1]) : null;
}

const MINUTES_PER: ReadonlyArray<[RegExp, number]> = [
  [/^(d|days?|j|jours?)$/, 24 * 60],
  [/^(h|hrs?|hours?|heures?)$/, 60],
  [/^(m|mn|mins?|minutes?)$/, 1],
];

/**
 * Whole minutes from "45m", "1h 20m", "1 h 20 min", "2 hours 5 mins", "1 day 3 hours", "1h20" or a
 * bare "45" (minutes). Each unit at most once, largest first, as every map service writes them.
 */
export function minutesFromText(text: string): number | null {
  const parts = [
    ...text
      .trim()
      .toLowerCase()
      .matchAll(new RegExp(`${NUMBER}\\s*([a-zé]*)\\s*`, 'gy')),
  ];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text.trim().toLowerCase()) return null;
  let minutes = 0;
  let smallestUnitSoFar = Infinity;
  for (const [index, [, amount = '', unit = '']] of parts.entries()) {
    // A number without unit is minutes: alone ("45") or last, after the hours ("1h20").
    const bareMinutes = index === parts.length - 1 && (index === 0 || smallestUnitSoFar === 60);
    const size = unit === '' ? (bareMinutes ? 1 : null) : (MINUTES_PER.find(([name]) => name.test(unit))?.[1] ?? null);
    if (size === null || size >= smallestUnitSoFar) return null;
    smallestUnitSoFar = size;
    minutes += decimal(amount) * size;
  }
  return Math.round(minutes);
}
