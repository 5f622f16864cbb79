// The calendar file read back by another implementation (ical.js), as a customer's calendar would:
// the pickup is the right instant in winter and in summer, whatever the machine's time zone.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { company } from '../contract/company.ts';
import { bookingCalendarFile, foldCalendarLines, unfoldCalendarLines, type BookingCalendarEvent } from './calendar-file.ts';

const anEvent = (overrides: Partial<BookingCalendarEvent> = {}): BookingCalendarEvent => ({
  reference: 'PEC-2026-0001',
  title: 'Transfer PEC-2026-0001, Paris Elite Chauffeur',
  description: 'Pickup: 12 rue de la Paix; Paris\nDrop-off: Charles de Gaulle Airport (CDG)',
  location: '12 rue de la Paix, 75002 Paris',
  date: '2026-12-03',
  time: '18:30',
  durationMinutes: 75,
  url: 'https://www.paris-elite-chauffeur.fr/request/tok_abc?lang=en&x=1',
  lang: 'en',
  ...overrides,
});

/** The calendar and its one event, as ical.js reads the file. */
function read(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('bookingCalendarFile', () => {
  it('puts a winter pickup (Paris = UTC+1) at the right instant, written in UTC', () => {
    const file = bookingCalendarFile(anEvent());
    const { event } = read(file);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-03T17:30:00.000Z');
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(file).toContain('DTSTART:20261203T173000Z');
  });

  it('puts a summer pickup (Paris = UTC+2) at the right instant', () => {
    const { event } = read(bookingCalendarFile(anEvent({ date: '2026-07-14', time: '09:05' })));
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-14T07:05:00.000Z');
  });

  it('carries the summary, description, location, URL and duration as given, escaped and read back whole', () => {
    const { vevent, event } = read(bookingCalendarFile(anEvent()));
    expect(event.summary).toBe('Transfer PEC-2026-0001, Paris Elite Chauffeur');
    expect(event.description).toBe('Pickup: 12 rue de la Paix; Paris\nDrop-off: Charles de Gaulle Airport (CDG)');
    expect(event.location).toBe('12 rue de la Paix, 75002 Paris');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://www.paris-elite-chauffeur.fr/request/tok_abc?lang=en&x=1');
    expect(event.duration.toSeconds()).toBe(75 * 60);
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-03T18:45:00.000Z');
  });

  it('is published by the company, with a UID of the booking and a display alarm a day before', () => {
    const { calendar, vevent, event } = read(bookingCalendarFile(anEvent()));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe('PEC-2026-0001@paris-elite-chauffeur');
    // A URI scheme is read without case (RFC 3986): MAILTO: and mailto: are one.
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe(`mailto:${company.email}`);
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe(company.name);
    const alarm = vevent.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT24H');
    expect(alarm?.getFirstPropertyValue('description')).toBe('Transfer PEC-2026-0001, Paris Elite Chauffeur');
  });

  it('gives the same UID to every file of one booking, so a calendar updates its event', () => {
    const uid = (file: string) => read(file).event.uid;
    expect(uid(bookingCalendarFile(anEvent({ time: '07:00' })))).toBe(uid(bookingCalendarFile(anEvent({ time: '09:00' }))));
  });

  it('leaves the URL out when there is none, and refuses a date that does not exist', () => {
    expect(read(bookingCalendarFile(anEvent({ url: '' }))).vevent.getFirstPropertyValue('url')).toBeNull();
    expect(() => bookingCalendarFile(anEvent({ date: '2026-02-30' }))).toThrow(/no Paris time/);
  });
});

describe('folding', () => {
  it('folds lines at 75 octets without splitting a character, and unfolds them back', () => {
    const long = `DESCRIPTION:${'Départ à l’aéroport Charles-de-Gaulle, terminal 2E — '.repeat(4)}`;
    const folded = foldCalendarLines(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded).not.toContain('\uFFFD');
    expect(unfoldCalendarLines(folded)).toBe(`BEGIN:VEVENT\r\n${long}\r\nEND:VEVENT`);
  });
});
