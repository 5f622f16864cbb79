// The transfer queue's Booking Summary (the details modal: queue/details.tsx): contact and billing,
// vehicle and options, the ride; a dash for what is missing.
import { extraOptionTexts, type OptionWords } from '../../../../worker/contract/booking-format.ts';
import type { ScreenKey } from '../kit/dashboard-words.ts';
import type { Say } from '../kit/use-words.ts';
import { ContactLink, Detail, DetailsSection } from '../queue/details.tsx';
import type { AdminQuote } from '../queue/queue-calls.ts';

/** The Booking Summary's facts: contact and billing, vehicle and options, the ride. */
export function BookingSummary({ quote, say }: { quote: AdminQuote; say: Say<ScreenKey<'quotes'>> }) {
  // The booking wizard's names of the options; its templates are filled by extraOptionTexts.
  const optionWords: OptionWords = {
    optionCount: say('booking.summary.optionCount'),
    animalTypes: say('booking.summary.animalTypes'),
    option: (name) => say(`booking.option.${name}`),
    animal: (type) => say(`booking.animal.${type}`),
  };
  const options = extraOptionTexts(quote.vehicleExtraOptions, optionWords);
  const approximate = (value: string | null) => (value && quote.routeApproximate ? say('dashboard.summary.approximate', { value }) : value);

  return (
    <>
      <DetailsSection title={say('dashboard.summary.contact')}>
        <Detail label={say('dashboard.summary.name')} value={`${quote.firstName} ${quote.lastName}`} />
        <Detail label={say('dashboard.summary.email')} value={<ContactLink scheme="mailto" to={quote.email} />} />
        <Detail label={say('dashboard.summary.phone')} value={quote.phone && <ContactLink scheme="tel" to={quote.phone} />} />
        <Detail label={say('dashboard.summary.country')} value={quote.countryCode} />
        <Detail label={say('dashboard.summary.language')} value={quote.lang.toUpperCase()} />
      </DetailsSection>

      <DetailsSection title={say('dashboard.summary.vehicle')}>
        <Detail label={say('dashboard.summary.vehicle')} value={quote.vehicle} />
        <Detail label={say('dashboard.summary.extraOptions')} value={options.length > 0 ? options.join(', ') : say('dashboard.summary.noOptions')} />
      </DetailsSection>

      <DetailsSection title={say('dashboard.summary.ride')}>
        <Detail label={say('dashboard.summary.transferType')} value={quote.transferType} />
        <Detail label={say('dashboard.summary.pickup')} value={quote.pickupLocation} />
        {quote.stopLocations.length > 0 && (
          <Detail
            label={say('dashboard.summary.stops')}
            value={
              <ol className="list-decimal ps-5">
                {quote.stopLocations.map((stop, index) => (
                  <li key={index}>{stop}</li>
                ))}
              </ol>
            }
          />
        )}
        <Detail label={say('dashboard.summary.dropoff')} value={quote.dropoffLocation} />
        <Detail label={say('dashboard.summary.dateTime')} value={`${say.dateTime(quote.pickupAt)} ${say('dashboard.queue.parisTime')}`} />
        {quote.returnDate && (
          <Detail label={say('dashboard.summary.return')} value={`${say.wallClock(quote.returnDate, quote.returnTime)} ${say('dashboard.queue.parisTime')}`} />
        )}
        <Detail label={say('dashboard.summary.adults')} value={String(quote.adults)} />
        <Detail label={say('dashboard.summary.extraTime')} value={say('dashboard.summary.hours', { hours: quote.extraTime })} />
        <Detail label={say('dashboard.summary.flightTrain')} value={quote.flightTrainNumber} />
        <Detail label={say('dashboard.summary.distance')} value={approximate(quote.totalDistance)} />
        <Detail label={say('dashboard.summary.time')} value={approximate(quote.totalTime)} />
      </DetailsSection>
    </>
  );
}
