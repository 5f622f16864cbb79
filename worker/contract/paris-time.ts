// Dates and times as the company and its travellers read them: Europe/Paris wall-clock time.
// Pickups are entered as a Paris date and time; rules compare UTC instants.
import { BOOKING_HORIZON_YEARS, LEAD_TIME_HOURS, PICKUP_TIME_STEP_MINUTES, TIME_ZONE } from './constants.ts';

export interface ParisDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM (24 h) */
  time: string;
}

let parts: Intl.DateTimeFormat | undefined;

/**
 * The Paris wall-clock formatter, made on first use: building a time-zoned Intl formatter loads ICU's
 * zone data, 18-44 ms in a fresh browser tab here, and the home page's quick form imports this module
 * but needs it only when the visitor starts using the form (decision 048).
 */
function parisParts(): Intl.DateTimeFormat {
  parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return parts;
}

function wallClock(instant: Date): { date: string; time: string; asUtcMs: number } {
  const formatted = parisParts().formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => formatted.find((part) => part.type === type)?.value ?? '00';
  const [year, month, day, hour, minute, second] = [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
  return {
    date: `${year}-${month}-${day}`,
    time: `${hour}:${minute}`,
    asUtcMs: Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)),
  };
}

/** The Paris wall-clock date and time of an instant. */
export function toParis(instant: Date): ParisDateTime {
  const { date, time } = wallClock(instant);
  return { date, time };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant of a Paris wall-clock date and time, or null when malformed. In the autumn hour that
 * happens twice the earlier instant is chosen; a spring time that does not exist moves forward an hour.
 */
export function fromParis(date: string, time: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const wanted = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  const check = new Date(wanted);
  if (check.getUTCFullYear() !== Number(d[1]) || check.getUTCMonth() !== Number(d[2]) - 1 || check.getUTCDate() !== Number(d[3])) return null;
  // Paris is UTC+1 or UTC+2: try both offsets, keep the earliest that reads back as the wanted time.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(wanted - offsetHours * 3_600_000);
    if (wallClock(candidate).asUtcMs === wanted) return candidate;
  }
  // A time skipped by the spring change (02:00–02:59 on the last Sunday of March).
  return new Date(wanted - 3_600_000);
}

/** The earliest pickup allowed now, as Paris date and time, rounded up to the next time step. */
export function earliestPickup(now: Date): ParisDateTime {
  const step = PICKUP_TIME_STEP_MINUTES * 60_000;
  const earliest = new Date(Math.ceil((now.getTime() + LEAD_TIME_HOURS * 3_600_000) / step) * step);
  return toParis(earliest);
}

/** The last date a pickup or a return may be on: today in Paris, BOOKING_HORIZON_YEARS later (29 February → 28). */
export function latestBookingDate(now: Date): string {
  const today = toParis(now).date;
  const year = String(Number(today.slice(0, 4)) + BOOKING_HORIZON_YEARS).padStart(4, '0');
  const date = `${year}${today.slice(4)}`;
  return date.endsWith('-02-29') ? `${year}-02-28` : date;
}

/** True when a Paris date is no later than latestBookingDate(now). */
export function withinBookingHorizon(date: string, now: Date): boolean {
  return date <= latestBookingDate(now);
}

/** True when a Paris pickup date and time is at least the lead time after `now`. */
export function meetsLeadTime(date: string, time: string, now: Date): boolean {
  const pickup = fromParis(date, time);
  return pickup !== null && pickup.getTime() >= now.getTime() + LEAD_TIME_HOURS * 3_600_000;
}
