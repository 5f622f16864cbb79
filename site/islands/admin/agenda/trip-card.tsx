// One trip as the agenda and the day sheet show it (decision 042): its Paris time, request and leg,
// route with its stops, customer, passengers, luggage, seats and options (named with the booking
// wizard's words), flight or train; on the agenda also its payment state, the chauffeur's and car's
// selects and the warning of a clash. Never a price.
import { extraOptionTexts, type OptionWords } from '../../../../worker/contract/booking-format.ts';
import { countedText } from '../../../../worker/contract/i18n/plural.ts';
import type { ScreenKey, ScreenWords } from '../kit/dashboard-words.ts';
import type { Say } from '../kit/use-words.ts';
import type { AgendaTrip } from './agenda-api.ts';
import { parisTimeOf } from './agenda-dates.ts';

export type AgendaSay = Say<ScreenKey<'agenda'>>;

export function optionTexts(trip: AgendaTrip, say: AgendaSay): string[] {
  const words: OptionWords = {
    optionCount: say('booking.summary.optionCount'),
    animalTypes: say('booking.summary.animalTypes'),
    option: (name) => say(`booking.option.${name}`),
    animal: (type) => say(`booking.animal.${type}`),
  };
  return extraOptionTexts(trip.options, words);
}

/** 'Ride', 'Return' or 'Excursion'. */
export const legWords = (trip: Pick<AgendaTrip, 'kind' | 'leg'>, say: AgendaSay) =>
  trip.kind === 'excursion' ? say('dashboard.agenda.kind.excursion') : say(`dashboard.agenda.leg.${trip.leg}`);

/** The sentence of each clash: 'This chauffeur also drives TR-2026-0012 (Return) at 14:30.' */
export const conflictTexts = (trip: AgendaTrip, say: AgendaSay) =>
  trip.conflicts.map((conflict) =>
    say(conflict.with === 'chauffeur' ? 'dashboard.agenda.conflict.chauffeur' : 'dashboard.agenda.conflict.vehicle', {
      number: conflict.number,
      leg: legWords({ kind: conflict.key.startsWith('excursion') ? 'excursion' : 'transfer', leg: conflict.leg }, say),
      time: parisTimeOf(conflict.startsAt),
    }),
  );

/** The trip's facts: route, customer and party, luggage and options, flight or train. */
export function TripFacts({ trip, say, texts, showPhone = false }: { trip: AgendaTrip; say: AgendaSay; texts: ScreenWords<'agenda'>; showPhone?: boolean }) {
  const options = optionTexts(trip, say);
  const route = [trip.from, ...trip.stops, trip.to].filter(Boolean);
  return (
    <dl className="agenda-facts">
      <div>
        <dt>{say('dashboard.agenda.route')}</dt>
        <dd>
          {trip.excursionTitle && <strong className="block">{trip.excursionTitle}</strong>}
          {route.join(' → ')}
        </dd>
      </div>
      <div>
        <dt>{say('dashboard.agenda.customer')}</dt>
        <dd>
          {trip.customer.firstName} {trip.customer.lastName}
          {trip.passengers !== null && <> · {countedText(texts.lang, texts.words, 'dashboard.agenda.passengers', trip.passengers)}</>}
          {showPhone && trip.customer.phone && (
            <>
              {' '}
              · {say('dashboard.agenda.sheet.phone')} {trip.customer.phone}
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>{say('dashboard.agenda.options')}</dt>
        <dd>{options.length > 0 ? options.join(', ') : say('dashboard.agenda.noOptions')}</dd>
      </div>
      {trip.flightTrainNumber && (
        <div>
          <dt>{say('dashboard.agenda.flightTrain')}</dt>
          <dd>{trip.flightTrainNumber}</dd>
        </div>
      )}
      {trip.vehicleClass && (
        <div>
          <dt>{say('dashboard.agenda.vehicleClass')}</dt>
          <dd>{trip.vehicleClass}</dd>
        </div>
      )}
    </dl>
  );
}
