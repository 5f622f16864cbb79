// How the dashboard writes times and waits: always Europe/Paris wall-clock time (the company's), in
// the dashboard's English, whatever the administrator's own device is set to.
import { TIME_ZONE } from '../../../worker/contract/constants.ts';

const DASHBOARD_LOCALE = 'en-GB';

const parisDateTime = new Intl.DateTimeFormat(DASHBOARD_LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Tue, 25 Nov 2026, 14:30' for an ISO instant, in Paris time. */
export function formatParisDateTime(instant: string | Date): string {
  return parisDateTime.format(new Date(instant));
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const unit = (name: 'minute' | 'hour' | 'day') => new Intl.NumberFormat(DASHBOARD_LOCALE, { style: 'unit', unit: name, unitDisplay: 'long' });
const minutes = unit('minute');
const hours = unit('hour');
const days = unit('day');

/**
 * How long a request has waited since `since`, in its largest whole unit: '12 minutes', '5 hours',
 * '3 days'. A clock a little behind the server's reads as 0 minutes, never a negative wait.
 */
export function formatWait(since: string, now: number): string {
  const waited = Math.max(0, now - new Date(since).getTime());
  if (waited < HOUR_MS) return minutes.format(Math.floor(waited / MINUTE_MS));
  if (waited < 2 * DAY_MS) return hours.format(Math.floor(waited / HOUR_MS));
  return days.format(Math.floor(waited / DAY_MS));
}

/** 'JD' for Jane Doe; '?' when both names are empty. */
export function initials(firstName: string, lastName: string): string {
  const letters = [firstName, lastName].map((name) => name.trim().charAt(0).toUpperCase()).join('');
  return letters || '?';
}
