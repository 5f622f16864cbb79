// Step 1: where, when, how many. 'Choose a Vehicle' runs the spec's ride checks (rideProblem); a
// pickup under 36 hours away is moved to the earliest allowed time, with the message.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState, type SubmitEvent } from 'react';
import { EXTRA_TIME_MAX_HOURS, MAX_STOPS } from '../../../worker/contract/constants.ts';
import { TRANSFER_TYPES } from '../../../worker/contract/enums.ts';
import { FIELD_LIMITS } from '../../../worker/contract/limits.ts';
import { earliestPickup, latestBookingDate, type ParisDateTime } from '../../../worker/contract/paris-time.ts';
import { MAX_ADULTS } from '../../../worker/contract/vehicles.ts';
import {
  $ride,
  $rideError,
  addStop,
  goToVehicles,
  removeStop,
  setAdults,
  setDropoff,
  setExtraTime,
  setPickup,
  setRideField,
  setStop,
  setTransferType,
} from '../../stores/booking.ts';
import { Counter } from './counter.tsx';
import { formatDate } from './format.ts';
import { PickupMovedAlert } from './pickup-moved.tsx';
import { PlaceCombobox, type PlaceComboboxTexts } from './place-combobox.tsx';
import { RoutePanel } from './route-panel.tsx';
import { scrollToWizardTop } from './step-focus.ts';
import { StepAlert, StepHeading } from './step-heading.tsx';
import { useMaps } from './use-maps.ts';
import { useWizard } from './wizard-context.ts';

/** The earliest pickup, refreshed every minute (the page may stay open); null until mounted. */
function useEarliestPickup(): ParisDateTime | null {
  const [earliest, setEarliest] = useState<ParisDateTime | null>(null);
  useEffect(() => {
    const update = () => setEarliest(earliestPickup(new Date()));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, []);
  return earliest;
}

export function RideStep() {
  const { t, tCount, lang, contactPath, prefetchNextStep } = useWizard();
  const placeTexts = useMemo<PlaceComboboxTexts>(
    () => ({
      listLabel: (field) => t('booking.place.listLabel', { field }),
      count: (count) => tCount('booking.place.count', count),
      outOfArea: t('booking.error.outOfArea'),
    }),
    [t, tCount],
  );
  const ride = useStore($ride);
  const error = useStore($rideError);
  const { maps, search } = useMaps(lang);
  const earliest = useEarliestPickup();
  const id = useId();
  const stops = ride.stopLocations;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!goToVehicles()) scrollToWizardTop();
  };

  return (
    <form noValidate onSubmit={submit} onFocusCapture={prefetchNextStep} aria-labelledby={`${id}-heading`}>
      <StepHeading id={`${id}-heading`}>{t('booking.step.ride')}</StepHeading>
      <PickupMovedAlert step="ride" />
      <StepAlert message={error && t(error)} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-5">
          <fieldset className="bk-field">
            <legend className="form-label mb-1.5">{t('quickForm.transferType')}</legend>
            <div className="bk-segmented">
              {TRANSFER_TYPES.map((type) => (
                <label key={type}>
                  <input type="radio" name="transferType" value={type} checked={ride.transferType === type} onChange={() => setTransferType(type)} />
                  <span>{t(`transferType.${type}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <PlaceCombobox
            name="pickupLocation"
            label={t('quickForm.pickup')}
            placeholder={t('quickForm.placeholder.pickup')}
            value={ride.pickupLocation}
            onChange={setPickup}
            search={search}
            texts={placeTexts}
            required
          />

          {ride.transferType === 'MULTI_STOP' && (
            <fieldset className="flex flex-col gap-4 rounded-xl border border-sand bg-ivory/60 p-4">
              <legend className="form-label px-1">{t('booking.ride.stops')}</legend>
              {stops.map((stop, index) => {
                const number = index + 1;
                const last = index === stops.length - 1;
                return (
                  <div key={index} className="flex flex-col gap-2">
                    <PlaceCombobox
                      name={`stopLocations.${index}`}
                      label={t('booking.ride.stop', { number })}
                      placeholder={t('booking.ride.stopPlaceholder')}
                      value={stop}
                      onChange={(label, coords) => setStop(index, label, coords)}
                      search={search}
                      texts={placeTexts}
                      required
                      trailing={
                        stops.length > 1 && (
                          <button
                            type="button"
                            className="bk-icon-button"
                            aria-label={t('booking.ride.removeStop', { number })}
                            onClick={() => removeStop(index)}
                          >
                            <span aria-hidden="true">×</span>
                          </button>
                        )
                      }
                    />
                    {last &&
                      (stops.length < MAX_STOPS ? (
                        <button type="button" className="bk-link-button self-start" onClick={addStop}>
                          <span aria-hidden="true">+ </span>
                          {t('booking.ride.addStop')}
                        </button>
                      ) : (
                        <p className="bk-hint" role="status">
                          {t('booking.error.maxStops')}
                        </p>
                      ))}
                  </div>
                );
              })}
            </fieldset>
          )}

          <PlaceCombobox
            name="dropoffLocation"
            label={t('quickForm.dropoff')}
            placeholder={t('quickForm.placeholder.dropoff')}
            value={ride.dropoffLocation}
            onChange={setDropoff}
            search={search}
            texts={placeTexts}
            required
          />

          <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
            <div className="bk-field">
              <label htmlFor={`${id}-date`} className="form-label">
                {t('quickForm.pickupDate')}
              </label>
              <input
                id={`${id}-date`}
                name="pickupDate"
                type="date"
                className="form-control"
                required
                min={earliest?.date}
                max={earliest ? latestBookingDate(new Date()) : undefined}
                value={ride.pickupDate}
                aria-describedby={`${id}-earliest`}
                onChange={(event) => setRideField('pickupDate', event.target.value)}
              />
            </div>
            <div className="bk-field">
              <label htmlFor={`${id}-time`} className="form-label">
                {t('booking.ride.pickupTime')}
              </label>
              <input
                id={`${id}-time`}
                name="pickupTime"
                type="time"
                className="form-control"
                required
                min={earliest && ride.pickupDate === earliest.date ? earliest.time : undefined}
                value={ride.pickupTime}
                aria-describedby={`${id}-earliest`}
                onChange={(event) => setRideField('pickupTime', event.target.value)}
              />
            </div>
            <p id={`${id}-earliest`} className="bk-hint sm:col-span-2">
              {earliest && t('booking.ride.earliest', { date: formatDate(earliest.date, lang), time: earliest.time })}
            </p>
          </div>

          {ride.transferType === 'ROUND_TRIP' && (
            <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
              <div className="bk-field">
                <label htmlFor={`${id}-return-date`} className="form-label">
                  {t('booking.ride.returnDate')}
                </label>
                <input
                  id={`${id}-return-date`}
                  name="returnDate"
                  type="date"
                  className="form-control"
                  required
                  min={ride.pickupDate || earliest?.date}
                  max={earliest ? latestBookingDate(new Date()) : undefined}
                  value={ride.returnDate}
                  onChange={(event) => setRideField('returnDate', event.target.value)}
                />
              </div>
              <div className="bk-field">
                <label htmlFor={`${id}-return-time`} className="form-label">
                  {t('booking.ride.returnTime')}
                </label>
                <input
                  id={`${id}-return-time`}
                  name="returnTime"
                  type="time"
                  className="form-control"
                  required
                  value={ride.returnTime}
                  onChange={(event) => setRideField('returnTime', event.target.value)}
                />
              </div>
            </div>
          )}

          <div className="grid gap-5 sm:grid-cols-2">
            <Counter
              name="adults"
              label={t('booking.ride.adults')}
              value={ride.adults}
              max={MAX_ADULTS}
              onChange={setAdults}
              aboveMax={<AboveMaxAdults contactPath={contactPath} />}
            />
            <Counter
              name="extraTime"
              label={t('booking.ride.extraTime')}
              value={ride.extraTime}
              max={EXTRA_TIME_MAX_HOURS}
              onChange={setExtraTime}
              hint={t('booking.ride.extraTimeHint')}
              aboveMax={t('booking.counter.aboveMax', { max: EXTRA_TIME_MAX_HOURS })}
            />
          </div>

          <div className="bk-field">
            <label htmlFor={`${id}-flight`} className="form-label">
              {t('booking.ride.flightTrain')}
            </label>
            <input
              id={`${id}-flight`}
              name="flightTrainNumber"
              type="text"
              className="form-control"
              maxLength={FIELD_LIMITS.booking.flightTrainNumber}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={ride.flightTrainNumber}
              aria-describedby={`${id}-flight-hint`}
              onChange={(event) => setRideField('flightTrainNumber', event.target.value)}
            />
            <p id={`${id}-flight-hint`} className="bk-hint">
              {t('booking.ride.flightTrainHint')}
            </p>
          </div>
        </div>

        <div className="lg:sticky lg:top-6 lg:self-start">
          <RoutePanel maps={maps} />
        </div>
      </div>

      <div className="bk-actions">
        <button type="submit" className="btn btn-gold">
          {t('booking.ride.next')}
        </button>
      </div>
    </form>
  );
}

/** A party larger than the largest vehicle: a second vehicle with another request, or the contact page. */
function AboveMaxAdults({ contactPath }: { contactPath: string }) {
  const { t } = useWizard();
  const [before, after] = t('booking.ride.adultsAboveMax', { max: MAX_ADULTS }).split('{contact}');
  return (
    <>
      {before}
      <a href={contactPath}>{t('booking.ride.adultsAboveMaxContact')}</a>
      {after}
    </>
  );
}
