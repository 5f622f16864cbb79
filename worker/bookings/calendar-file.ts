// The calendar file sent with a booking's confirmation (RFC 5545, built by the `ics` package): one
// event at the pickup, written in UTC so no calendar has to know Paris's time zone rules, with the
// booking's reference as a stable UID, so a later file for the same booking updates the event
// instead of adding a second one. Pure JavaScript: it runs in the Worker (workerd) as in Node.
import { createEvent } from 'ics';
import { company } from '../contract/company.ts';
import type { Lang } from '../contract/i18n/index.ts';
import { fromParis } from '../contract/paris-time.ts';

export interface BookingCalendarEvent {
  /** PEC-2026-0001: the UID, so the event is the booking's, whoever imports it twice. */
  reference: string;
  title: string;
  description: string;
  location: string;
  /** YYYY-MM-DD, Paris. */
  date: string;
  /** HH:MM, Paris. */
  time: string;
  durationMinutes: number;
  /** The customer's request page; none when ''. */
  url: string;
  lang: Lang;
}

/** The UID's domain part: the company, not a host name that could change with the site. */
const UID_DOMAIN = 'paris-elite-chauffeur';

/** Text as an iCalendar TEXT value (the alarm's description is written by `ics` without escaping). */
const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,');

/** The calendar's content lines unfolded (RFC 5545 §3.1: a CRLF followed by a space or tab continues a line). */
export const unfoldCalendarLines = (ics: string): string => ics.replace(/\r\n[ \t]/g, '');

/** Lines longer than 75 octets folded (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldCalendarLines(ics: string): string {
  const encoder = new TextEncoder();
  return unfoldCalendarLines(ics)
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const char of line) {
        const size = encoder.encode(char).length;
        // The first line holds 75 octets; each continuation 74 after its leading space.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(current);
          current = '';
          octets = 0;
        }
        current += char;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** The .ics text (CRLF lines) of a booking's pickup; throws on a malformed date or time, or what `ics` refuses. */
export function bookingCalendarFile(event: BookingCalendarEvent): string {
  const start = fromParis(event.date, event.time);
  if (!start) throw new Error(`bookingCalendarFile: no Paris time ${event.date} ${event.time}`);
  // At least a minute: an event of no duration would be written 'PT', which calendars refuse.
  const minutes = Math.max(1, Math.round(event.durationMinutes));
  const { error, value } = createEvent({
    productId: `-//${company.name}//Bookings//${event.lang.toUpperCase()}`,
    method: 'PUBLISH',
    uid: `${event.reference}@${UID_DOMAIN}`,
    // The Paris wall-clock time made an instant, given to `ics` as UTC parts and written as UTC (…Z).
    start: [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
    title: event.title,
    description: event.description,
    location: event.location,
    ...(event.url ? { url: event.url } : {}),
    status: 'CONFIRMED',
    organizer: { name: company.name, email: company.email },
    alarms: [{ action: 'display', description: icsText(event.title), trigger: { hours: 24, before: true } }],
  });
  if (error || !value) throw new Error(`bookingCalendarFile: ${error?.message ?? 'no calendar file'}`);
  return value;
}
