// The printable day sheets (/admin/agenda/print?from=…&to=…, decision 042): every day of the range on
// a page of its own (agenda.css: break-after: page), its trips in Paris time with what the chauffeur
// needs — route, customer and phone, party, luggage and options, flight or train, chauffeur and car.
// Never a price. The dashboard's shell is not printed.
import { useEffect, useState } from 'react';
import { AGENDA_MAX_DAYS } from '../../../../worker/contract/operations-words.ts';
import { adminCall, SessionEnded } from '../kit/admin-call.ts';
import type { ScreenWords } from '../kit/dashboard-words.ts';
import { useWords } from '../kit/use-words.ts';
import { agendaCalls, tripKeyText, type Agenda, type AgendaTrip } from './agenda-api.ts';
import { datesBetween, longDate, parisDateOf, parisTimeOf } from './agenda-dates.ts';
import { legWords, TripFacts } from './trip-card.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export default function AgendaSheet({ texts, from, to }: { texts: ScreenWords<'agenda'>; from: string; to: string }) {
  const say = useWords(texts);
  const valid = DATE.test(from) && DATE.test(to) && from <= to && datesBetween(from, to).length <= AGENDA_MAX_DAYS;
  const [agenda, setAgenda] = useState<Agenda | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!valid) return;
    void (async () => {
      try {
        const answer = await adminCall(agendaCalls.agenda(from, to));
        if (!answer.ok) return setFailed(true);
        setAgenda((await answer.json()) as Agenda);
      } catch (error) {
        if (!(error instanceof SessionEnded)) setFailed(true);
      }
    })();
  }, [from, to, valid]);

  if (!valid) return <p className="adm-alert">{say('dashboard.agenda.sheet.badRange')}</p>;
  if (failed) return <p className="adm-alert">{say('dashboard.agenda.loadFailed')}</p>;
  if (!agenda) return <p className="text-muted">{say('dashboard.agenda.loading')}</p>;

  const byDay = new Map<string, AgendaTrip[]>();
  for (const trip of agenda.trips) byDay.set(parisDateOf(trip.startsAt), [...(byDay.get(parisDateOf(trip.startsAt)) ?? []), trip]);

  return (
    <div data-sheets-ready>
      <div className="mb-6 flex flex-wrap gap-3" data-print-hide>
        <a className="adm-button adm-button-quiet" href="/admin/agenda">
          <span aria-hidden="true">← </span>
          {say('dashboard.agenda.sheet.back')}
        </a>
        <button type="button" className="adm-button adm-button-primary" onClick={() => window.print()}>
          {say('dashboard.agenda.sheet.printNow')}
        </button>
      </div>
      {datesBetween(from, to).map((date) => {
        const trips = byDay.get(date) ?? [];
        return (
          <section key={date} className="agenda-sheet-day" data-day={date} aria-labelledby={`sheet-${date}`}>
            <h1 id={`sheet-${date}`} className="mb-3 text-2xl text-navy-950">
              {say('dashboard.agenda.sheet.heading', { date: longDate(date, say.lang) })}
            </h1>
            {trips.length === 0 ? (
              <p>{say('dashboard.agenda.noTrips')}</p>
            ) : (
              trips.map((trip) => (
                <article key={tripKeyText(trip)} className="agenda-sheet-trip" aria-labelledby={`sheet-${tripKeyText(trip)}`}>
                  <h2 id={`sheet-${tripKeyText(trip)}`} className="font-semibold text-navy-950">
                    <span className="agenda-time">{parisTimeOf(trip.startsAt)}</span> {trip.number} · {legWords(trip, say)}
                  </h2>
                  <TripFacts trip={trip} say={say} texts={texts} showPhone />
                  <p>
                    {say('dashboard.agenda.sheet.assigned', {
                      chauffeur: trip.assignment?.chauffeur?.name ?? say('dashboard.agenda.nobody'),
                      car: trip.assignment?.vehicle ? `${trip.assignment.vehicle.plate} (${trip.assignment.vehicle.vehicle})` : say('dashboard.agenda.nobody'),
                    })}
                  </p>
                </article>
              ))
            )}
          </section>
        );
      })}
    </div>
  );
}
