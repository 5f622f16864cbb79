// Step 4: everything at a glance with Edit buttons, the terms checkbox (Send stays disabled until it
// is ticked), the honeypot, sending, and the success popup.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { extraOptionTexts, formatDuration } from '../../../worker/contract/booking-format.ts';
import { VEHICLES } from '../../../worker/contract/vehicles.ts';
import { dialCodeOf } from '../../../worker/contract/contact-rules.ts';
import { formatValidPhone } from '../../lib/countries.ts';
import { $contact, $pickupMoved, $ride, $route, $send, $vehicle, backToContact, editContact, editRide, editVehicle, sendQuote } from '../../stores/booking.ts';
import type { BookingStep } from '../../stores/booking-url.ts';
import { formatDate } from './format.ts';
import type { WizardMessageKey } from './messages.ts';
import { PickupMovedAlert } from './pickup-moved.tsx';
import { scrollToWizardTop } from './step-focus.ts';
import { StepHeading } from './step-heading.tsx';
import { useWizard } from './wizard-context.ts';

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'countryCode', 'comments'];
/** The step where a field the server refused can be corrected. */
function stepOfField(field: string): Exclude<BookingStep, 'summary'> {
  if (CONTACT_FIELDS.includes(field)) return 'contact';
  if (field.startsWith('vehicle')) return 'vehicle';
  return 'ride';
}
const EDIT: Record<Exclude<BookingStep, 'summary'>, { go: () => void; label: WizardMessageKey }> = {
  ride: { go: editRide, label: 'booking.summary.editRide' },
  vehicle: { go: editVehicle, label: 'booking.summary.editVehicle' },
  contact: { go: editContact, label: 'booking.summary.editContact' },
};

export default function SummaryStep() {
  const { t, lang, termsPath } = useWizard();
  const ride = useStore($ride);
  const route = useStore($route);
  const contact = useStore($contact);
  const { vehicleId, extraOptions } = useStore($vehicle);
  const send = useStore($send);
  const [accepted, setAccepted] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const id = useId();

  // What Send needs (the request body and its key) is fetched while the visitor reads.
  useEffect(() => void import('../../stores/booking-request.ts').catch(() => undefined), []);

  const vehicle = VEHICLES.find((candidate) => candidate.id === vehicleId);
  const sending = send.status === 'sending';
  const sent = send.status === 'success';
  const dateTime = (date: string, time: string) => t('booking.summary.dateTime', { date: formatDate(date, lang), time });
  const durations = { hoursMinutes: t('booking.duration.hoursMinutes'), hours: t('booking.duration.hours'), minutes: t('booking.duration.minutes') };
  // 'Distance … (approximative)', 'Temps … (approximatif)': the word agrees with its noun in French.
  const approximateDistance = route?.approximate ? ` (${t('booking.ride.approximateDistance')})` : '';
  const approximateTime = route?.approximate ? ` (${t('booking.ride.approximateTime')})` : '';
  // Listed as the quote e-mails list them (worker/contract/booking-format.ts), in the wizard's words.
  const options = extraOptionTexts(extraOptions, {
    optionCount: t('booking.summary.optionCount'),
    animalTypes: t('booking.summary.animalTypes'),
    option: (name) => t(`booking.option.${name}`),
    animal: (type) => t(`booking.animal.${type}`),
  });

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!accepted) return;
    void sendQuote(lang, honeypot.current?.value ?? '');
    // Not sent: the 36-hour minimum moved the pickup, and the notice at the top says to what.
    if ($pickupMoved.get()?.step === 'summary') scrollToWizardTop();
  };

  const failure = send.status === 'failure' ? send : null;
  const failedSteps = failure?.fields ? [...new Set(Object.keys(failure.fields).map(stepOfField))] : [];

  return (
    <div>
      <StepHeading>{t('booking.step.summary')}</StepHeading>
      <PickupMovedAlert step="summary" />
      <p className="mt-2 text-muted">{t('booking.summary.intro')}</p>

      <div className="mt-6 grid gap-5 lg:grid-cols-2">
        <SummarySection title={t('booking.summary.contact')} edit={sent ? null : 'contact'}>
          <Row label={t('booking.summary.name')}>{`${contact.firstName.trim()} ${contact.lastName.trim()}`}</Row>
          <Row label={t('booking.contact.email')}>{contact.email.trim()}</Row>
          <Row label={t('booking.summary.phone')}>
            {formatValidPhone(contact.countryCode, contact.phone) ?? `+${dialCodeOf(contact.countryCode) ?? ''} ${contact.phone}`}
          </Row>
          {contact.comments.trim() && <Row label={t('booking.summary.comments')}>{contact.comments.trim()}</Row>}
        </SummarySection>

        <SummarySection title={t('booking.summary.vehicle')} edit={sent ? null : 'vehicle'}>
          {vehicle && <Row label={t(`vehicle.type.${vehicle.type}`)}>{vehicle.name}</Row>}
          <Row label={t('booking.summary.extraOptions')}>
            {options.length > 0 ? (
              <ul className="flex flex-col gap-0.5">
                {options.map((option) => (
                  <li key={option}>{option}</li>
                ))}
              </ul>
            ) : (
              t('booking.summary.none')
            )}
          </Row>
        </SummarySection>

        <SummarySection title={t('booking.summary.ride')} edit={sent ? null : 'ride'} wide>
          <Row label={t('quickForm.transferType')}>{t(`transferType.${ride.transferType}`)}</Row>
          <Row label={t('quickForm.pickup')}>{ride.pickupLocation}</Row>
          {ride.transferType === 'MULTI_STOP' && (
            <Row label={t('booking.summary.stops')}>
              <ol className="list-decimal pl-5">
                {ride.stopLocations.map((stop, index) => (
                  <li key={index}>{stop}</li>
                ))}
              </ol>
            </Row>
          )}
          <Row label={t('quickForm.dropoff')}>{ride.dropoffLocation}</Row>
          <Row label={t('booking.summary.pickup')}>{dateTime(ride.pickupDate, ride.pickupTime)}</Row>
          {ride.transferType === 'ROUND_TRIP' && <Row label={t('booking.summary.return')}>{dateTime(ride.returnDate, ride.returnTime)}</Row>}
          <Row label={t('booking.ride.adults')}>{ride.adults}</Row>
          <Row label={t('booking.ride.extraTime')}>{t('booking.unit.hours', { count: ride.extraTime })}</Row>
          {ride.flightTrainNumber.trim() && <Row label={t('booking.ride.flightTrain')}>{ride.flightTrainNumber.trim()}</Row>}
          <Row label={t('booking.ride.distance')}>
            {route ? `${t('booking.unit.km', { km: route.distanceKm })}${approximateDistance}` : t('booking.ride.inQuote')}
          </Row>
          <Row label={t('booking.ride.time')}>{route ? `${formatDuration(route.minutes, durations)}${approximateTime}` : t('booking.ride.inQuote')}</Row>
        </SummarySection>
      </div>

      <form noValidate onSubmit={submit} className="mt-8" aria-labelledby={`${id}-send`}>
        <h3 id={`${id}-send`} className="sr-only">
          {t('booking.summary.send')}
        </h3>
        <div className="bk-honeypot" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t('booking.summary.website')}</label>
          <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" defaultValue="" />
        </div>
        {!sent && (
          <label className="bk-check">
            <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} required />
            <span>
              {t('booking.summary.terms')} <a href={termsPath}>{t('footer.policy.terms')}</a>
            </span>
          </label>
        )}

        <div role="alert" className="mt-4 empty:hidden">
          {failure && (
            <div className="bk-alert">
              <p>
                {failure.reason === 'rateLimited'
                  ? t('booking.error.rateLimited')
                  : failure.reason === 'invalid'
                    ? (failure.message ?? t('booking.error.sendFailed'))
                    : t('booking.error.sendFailed')}
              </p>
              {failure.fields && (
                <>
                  <p className="mt-2">{t('booking.summary.fixFields')}</p>
                  <ul className="mt-1 list-disc pl-5">
                    {Object.entries(failure.fields).map(([field, message]) => (
                      <li key={field}>{message}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </div>
        {failedSteps.length > 0 && (
          <div className="mt-3 flex flex-wrap gap-3">
            {failedSteps.map((step) => (
              <button key={step} type="button" className="btn bk-btn-outline" onClick={EDIT[step].go}>
                {t(EDIT[step].label)}
              </button>
            ))}
          </div>
        )}
        {sent && (
          <p role="status" className="bk-success">
            {t('booking.summary.sent')}
          </p>
        )}

        {!sent && (
          <div className="bk-actions">
            <button type="button" className="btn bk-btn-outline" onClick={backToContact}>
              {t('booking.summary.back')}
            </button>
            <button type="submit" className="btn btn-gold" disabled={!accepted || sending}>
              {sending ? t('booking.summary.sending') : t('booking.summary.send')}
            </button>
          </div>
        )}
      </form>

      {sent && <SuccessDialog quoteNumber={send.quoteNumber} />}
    </div>
  );
}

function SummarySection({ title, edit, wide, children }: { title: string; edit: Exclude<BookingStep, 'summary'> | null; wide?: boolean; children: ReactNode }) {
  const { t } = useWizard();
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-sand p-4 sm:p-5 ${wide ? 'lg:col-span-2' : ''}`}>
      <div className="flex items-center justify-between gap-3">
        <h3 id={id} className="text-lg text-navy-950">
          {title}
        </h3>
        {edit && (
          <button type="button" className="bk-link-button" aria-label={t(EDIT[edit].label)} onClick={EDIT[edit].go}>
            {t('booking.summary.edit')}
          </button>
        )}
      </div>
      <dl className="bk-summary-list">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function SuccessDialog({ quoteNumber }: { quoteNumber: string | null }) {
  const { t, homePath } = useWizard();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog ref={dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className="bk-dialog">
      <div className="bk-dialog-icon" aria-hidden="true">
        ✓
      </div>
      <h2 id={`${id}-title`} className="text-2xl text-navy-950">
        {t('booking.success.title')}
      </h2>
      <p id={`${id}-text`} className="mt-3 text-muted">
        {t('booking.success.text')}
      </p>
      {quoteNumber && <p className="mt-3 font-semibold text-ink">{t('booking.success.reference', { number: quoteNumber.replace(/-/g, '\u2011') })}</p>}
      <a href={homePath} className="btn btn-gold mt-6 w-full">
        {t('booking.success.home')}
      </a>
    </dialog>
  );
}
