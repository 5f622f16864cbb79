// /admin/agenda (decision 042): the trips of the confirmed requests in Paris time — today, tomorrow,
// this week, or a month (a calendar grid on a wide screen, a list of days on a phone; a day of the
// grid opens that day). Each trip shows what the chauffeur needs and the request's payment state,
// with a chauffeur's and a car's select that save at once; a clash with another trip of the same
// chauffeur or car is marked and said (assigning is never refused). Confirmed excursions without an
// agreed time are listed to schedule. The day sheets print the range shown, one page per day.
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode, type SubmitEvent } from 'react';
import { countedText } from '../../../../worker/contract/i18n/plural.ts';
import { EXCURSION_MINUTES } from '../../../../worker/contract/operations-words.ts';
import { apiFailure } from '../../../lib/api-client.ts';
import { adminCall, SessionEnded } from '../kit/admin-call.ts';
import { BusyButton } from '../kit/busy-button.tsx';
import type { ScreenWords } from '../kit/dashboard-words.ts';
import { FieldError } from '../kit/field.tsx';
import { PaymentBadge } from '../kit/payment-badge.tsx';
import { Notices, ScreenHeading, type Notice } from '../kit/screen.tsx';
import { useWords } from '../kit/use-words.ts';
import {
  agendaCalls,
  requestHref,
  tripKeyText,
  type Agenda,
  type AgendaTrip,
  type Chauffeur,
  type ExcursionToSchedule,
  type FleetVehicle,
} from './agenda-api.ts';
import {
  addDays,
  datesBetween,
  longDate,
  monthName,
  nextMonth,
  parisDateOf,
  parisTimeOf,
  parisToday,
  previousMonth,
  shortDate,
  viewRange,
  type AgendaView,
} from './agenda-dates.ts';
import { conflictTexts, legWords, TripFacts, type AgendaSay } from './trip-card.tsx';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; agenda: Agenda };

const VIEWS = ['today', 'tomorrow', 'week', 'month'] as const;

export interface AgendaScreenProps {
  texts: ScreenWords<'agenda'>;
  /** A day to open at first (/admin/agenda?day=YYYY-MM-DD, e.g. from a request); today otherwise. */
  day?: string | null;
}

export default function AgendaScreen({ texts, day = null }: AgendaScreenProps) {
  const say = useWords(texts);
  const id = useId();
  const [today] = useState(() => parisToday());
  const [view, setView] = useState<AgendaView>(day ? { kind: 'day', date: day } : { kind: 'today' });
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [chauffeurs, setChauffeurs] = useState<Chauffeur[]>([]);
  const [fleet, setFleet] = useState<FleetVehicle[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const range = useMemo(() => viewRange(view, today), [view, today]);

  const refresh = useCallback(async () => {
    try {
      const answer = await adminCall(agendaCalls.agenda(range.from, range.to));
      if (!answer.ok) return setLoad({ state: 'failed' });
      setLoad({ state: 'loaded', agenda: (await answer.json()) as Agenda });
    } catch (error) {
      if (!(error instanceof SessionEnded)) setLoad({ state: 'failed' });
    }
  }, [range.from, range.to]);

  useEffect(() => {
    setReady(true);
    void (async () => {
      try {
        const [people, cars] = await Promise.all([adminCall(agendaCalls.chauffeurs), adminCall(agendaCalls.fleet)]);
        if (people.ok) setChauffeurs((await people.json()) as Chauffeur[]);
        if (cars.ok) setFleet((await cars.json()) as FleetVehicle[]);
      } catch {
        // The selects then offer what the trips name; the agenda itself says if the server is away.
      }
    })();
  }, []);

  useEffect(() => {
    setLoad({ state: 'loading' });
    void refresh();
  }, [refresh]);

  const assign = async (trip: AgendaTrip, change: { chauffeurId?: number | null; vehicleId?: number | null }) => {
    const key = tripKeyText(trip);
    const body = {
      chauffeurId: change.chauffeurId !== undefined ? change.chauffeurId : (trip.assignment?.chauffeur?.id ?? null),
      vehicleId: change.vehicleId !== undefined ? change.vehicleId : (trip.assignment?.vehicle?.id ?? null),
    };
    setSaving(key);
    setNotice(null);
    try {
      const answer = await adminCall(agendaCalls.assign(trip, body));
      if (!answer.ok) {
        const { error } = await apiFailure(answer);
        const reason = Object.values(error?.fields ?? {})[0] ?? error?.message ?? say('dashboard.agenda.unreachable');
        setNotice({ role: 'alert', text: say('dashboard.agenda.assignFailed', { reason }) });
        return;
      }
      const saved = (await answer.json()) as AgendaTrip;
      await refresh();
      setNotice({ role: 'status', text: [say('dashboard.agenda.assigned', { number: trip.number }), ...conflictTexts(saved, say)].join(' ') });
    } catch (error) {
      if (!(error instanceof SessionEnded)) setNotice({ role: 'alert', text: say('dashboard.agenda.unreachable') });
    } finally {
      setSaving(null);
    }
  };

  const trips = load.state === 'loaded' ? load.agenda.trips : [];
  const byDay = new Map<string, AgendaTrip[]>();
  for (const trip of trips) {
    const day = parisDateOf(trip.startsAt);
    byDay.set(day, [...(byDay.get(day) ?? []), trip]);
  }
  const days = datesBetween(range.from, range.to);
  const month = view.kind === 'month' ? view.month : null;

  const viewLabel = (kind: (typeof VIEWS)[number]) => say(`dashboard.agenda.view.${kind}`);
  const card = (trip: AgendaTrip) => (
    <TripCard
      key={tripKeyText(trip)}
      trip={trip}
      say={say}
      texts={texts}
      chauffeurs={chauffeurs}
      fleet={fleet}
      saving={saving === tripKeyText(trip)}
      ready={ready}
      onAssign={assign}
    />
  );

  const dayList = (dates: string[], showEmpty: boolean) => (
    <div className="flex flex-col gap-6">
      {dates.map((date) => {
        const own = byDay.get(date) ?? [];
        if (!showEmpty && own.length === 0) return null;
        return (
          <section key={date} aria-labelledby={`${id}-day-${date}`} className="flex flex-col gap-3" data-day={date}>
            <h2 id={`${id}-day-${date}`} className="text-xl text-navy-950">
              {longDate(date, say.lang)}{' '}
              <span className="text-base font-normal text-muted">· {countedText(texts.lang, texts.words, 'dashboard.agenda.count', own.length)}</span>
            </h2>
            {own.length === 0 ? (
              <p className="text-muted">{say('dashboard.agenda.noTrips')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {own.map((trip) => (
                  <li key={tripKeyText(trip)}>{card(trip)}</li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={say('dashboard.agenda.heading')} intro={say('dashboard.agenda.intro')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="agenda-views flex flex-wrap gap-2" role="group" aria-label={say('dashboard.agenda.views')}>
          {VIEWS.map((kind) => (
            <button
              key={kind}
              type="button"
              className="adm-button adm-button-quiet"
              aria-pressed={view.kind === kind}
              disabled={!ready}
              onClick={() => setView(kind === 'month' ? { kind, month: today.slice(0, 7) } : { kind })}
            >
              {viewLabel(kind)}
            </button>
          ))}
        </div>
        <a className="adm-button adm-button-quiet" href={`/admin/agenda/print?from=${range.from}&to=${range.to}`}>
          {say('dashboard.agenda.print')}
        </a>
      </div>
      {month && (
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="adm-button adm-button-quiet" onClick={() => setView({ kind: 'month', month: previousMonth(month) })}>
            <span aria-hidden="true">← </span>
            {say('dashboard.agenda.previousMonth')}
          </button>
          <h2 className="text-xl text-navy-950" aria-live="polite">
            {monthName(month, say.lang)}
          </h2>
          <button type="button" className="adm-button adm-button-quiet" onClick={() => setView({ kind: 'month', month: nextMonth(month) })}>
            {say('dashboard.agenda.nextMonth')}
            <span aria-hidden="true"> →</span>
          </button>
        </div>
      )}
      <p className="text-muted" aria-live="polite">
        {range.from === range.to
          ? longDate(range.from, say.lang)
          : say('dashboard.agenda.range', { from: shortDate(range.from, say.lang), to: shortDate(range.to, say.lang) })}
        {load.state === 'loaded' && <> · {countedText(texts.lang, texts.words, 'dashboard.agenda.count', trips.length)}</>}
      </p>
      <Notices notice={notice} />

      {load.state === 'loading' && <p className="text-muted">{say('dashboard.agenda.loading')}</p>}
      {load.state === 'failed' && (
        <div className="flex flex-col items-start gap-2">
          <p className="adm-alert">{say('dashboard.agenda.loadFailed')}</p>
          <button type="button" className="adm-button adm-button-quiet" onClick={() => void refresh()}>
            {say('dashboard.agenda.retry')}
          </button>
        </div>
      )}

      {load.state === 'loaded' &&
        (month ? (
          <>
            <div className="agenda-month hidden md:grid" data-testid="agenda-month-grid">
              {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
                <div key={weekday} className="agenda-weekday" aria-hidden="true">
                  {say(`dashboard.agenda.weekday.${weekday as 1 | 2 | 3 | 4 | 5 | 6 | 7}`)}
                </div>
              ))}
              {days.map((date) => {
                const own = byDay.get(date) ?? [];
                return (
                  <div key={date} data-other-month={date.slice(0, 7) !== month || undefined} data-today={date === today || undefined} data-day={date}>
                    <button
                      type="button"
                      className="font-semibold underline-offset-2 hover:underline"
                      aria-label={say('dashboard.agenda.showDay', { date: longDate(date, say.lang) })}
                      onClick={() => setView({ kind: 'day', date })}
                    >
                      {Number(date.slice(8))}
                    </button>
                    {own.slice(0, 4).map((trip) => (
                      <span key={tripKeyText(trip)} className="agenda-day-trip" data-conflict={trip.conflicts.length > 0 || undefined}>
                        {parisTimeOf(trip.startsAt)} {trip.number}
                        {trip.assignment?.chauffeur ? ` · ${trip.assignment.chauffeur.name}` : ''}
                        {trip.conflicts.length > 0 && <> · {say('dashboard.agenda.conflictMark')}</>}
                      </span>
                    ))}
                    {own.length > 4 && <span className="agenda-day-trip">{say('dashboard.agenda.moreTrips', { count: own.length - 4 })}</span>}
                  </div>
                );
              })}
            </div>
            <div className="md:hidden">
              {trips.length === 0 ? <p className="text-muted">{say('dashboard.agenda.noTripsInRange')}</p> : dayList(days, false)}
            </div>
          </>
        ) : (
          dayList(days, true)
        ))}

      {load.state === 'loaded' && load.agenda.toSchedule.length > 0 && (
        <section aria-labelledby={`${id}-to-schedule`} className="flex flex-col gap-3">
          <h2 id={`${id}-to-schedule`} className="text-xl text-navy-950">
            {say('dashboard.agenda.toSchedule.heading')}
          </h2>
          <p className="text-muted">{say('dashboard.agenda.toSchedule.intro')}</p>
          <ul className="flex flex-col gap-3">
            {load.agenda.toSchedule.map((excursion) => (
              <li key={excursion.quoteId}>
                <ScheduleForm
                  excursion={excursion}
                  say={say}
                  today={today}
                  ready={ready}
                  onSaved={async (number) => {
                    await refresh();
                    setNotice({ role: 'status', text: say('dashboard.agenda.toSchedule.saved', { number }) });
                  }}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

interface TripCardProps {
  trip: AgendaTrip;
  say: AgendaSay;
  texts: ScreenWords<'agenda'>;
  chauffeurs: Chauffeur[];
  fleet: FleetVehicle[];
  saving: boolean;
  ready: boolean;
  onAssign(trip: AgendaTrip, change: { chauffeurId?: number | null; vehicleId?: number | null }): Promise<void>;
}

function TripCard({ trip, say, texts, chauffeurs, fleet, saving, ready, onAssign }: TripCardProps) {
  const id = useId();
  const chauffeurId = trip.assignment?.chauffeur?.id ?? null;
  const vehicleId = trip.assignment?.vehicle?.id ?? null;
  // The active ones, and the one assigned even if deactivated since (kept, named as such).
  const chauffeurChoices = chauffeurs.filter((chauffeur) => chauffeur.active || chauffeur.id === chauffeurId);
  if (chauffeurId !== null && !chauffeurChoices.some((chauffeur) => chauffeur.id === chauffeurId)) {
    chauffeurChoices.push({ id: chauffeurId, name: trip.assignment!.chauffeur!.name, phone: '', languages: [], active: true });
  }
  const carChoices = fleet.filter((car) => car.active || car.id === vehicleId);
  if (vehicleId !== null && !carChoices.some((car) => car.id === vehicleId)) {
    const assigned = trip.assignment!.vehicle!;
    carChoices.push({ id: vehicleId, vehicle: assigned.vehicle, plate: assigned.plate, colour: assigned.colour, active: true });
  }
  const warnings = conflictTexts(trip, say);
  const time = parisTimeOf(trip.startsAt);
  const when = `${longDate(parisDateOf(trip.startsAt), say.lang)} ${time}`;
  const selectValue = (value: string) => (value === '' ? null : Number(value));

  return (
    <article
      className="adm-card agenda-card flex flex-col gap-3"
      data-conflict={warnings.length > 0 || undefined}
      data-trip={tripKeyText(trip)}
      aria-labelledby={`${id}-title`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={`${id}-title`} className="flex flex-wrap items-baseline gap-x-3">
          <span className="agenda-time">
            {time} <span className="sr-only">{say('dashboard.agenda.parisTime')}</span>
          </span>
          <span className="adm-card-title">
            {trip.number} · {legWords(trip, say)}
          </span>
        </h3>
        <PaymentBadge state={trip.paymentState} offer={null} now={Date.now()} say={say} showNone />
        {warnings.length > 0 && <span className="adm-status adm-status-cancelled">{say('dashboard.agenda.conflictMark')}</span>}
      </div>
      <TripFacts trip={trip} say={say} texts={texts} />
      {warnings.length > 0 && (
        <ul className="agenda-warning flex flex-col gap-1" id={`${id}-warning`}>
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
      <fieldset className="grid gap-3 sm:grid-cols-2" disabled={!ready || saving} aria-busy={saving || undefined}>
        <legend className="sr-only">{say('dashboard.agenda.assignFor', { number: trip.number, when })}</legend>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-chauffeur`} className="form-label">
            {say('dashboard.agenda.chauffeur')}
          </label>
          <select
            id={`${id}-chauffeur`}
            className="form-control"
            value={chauffeurId === null ? '' : String(chauffeurId)}
            aria-describedby={warnings.length > 0 ? `${id}-warning` : undefined}
            onChange={(event) => void onAssign(trip, { chauffeurId: selectValue(event.target.value) })}
          >
            <option value="">{say('dashboard.agenda.nobody')}</option>
            {chauffeurChoices.map((chauffeur) => (
              <option key={chauffeur.id} value={String(chauffeur.id)}>
                {chauffeur.active ? chauffeur.name : say('dashboard.agenda.inactive', { name: chauffeur.name })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-car`} className="form-label">
            {say('dashboard.agenda.car')}
          </label>
          <select
            id={`${id}-car`}
            className="form-control"
            value={vehicleId === null ? '' : String(vehicleId)}
            aria-describedby={warnings.length > 0 ? `${id}-warning` : undefined}
            onChange={(event) => void onAssign(trip, { vehicleId: selectValue(event.target.value) })}
          >
            <option value="">{say('dashboard.agenda.nobody')}</option>
            {carChoices.map((car) => {
              const name = `${car.plate} · ${car.vehicle}${car.colour ? ` · ${car.colour}` : ''}`;
              return (
                <option key={car.id} value={String(car.id)}>
                  {car.active ? name : say('dashboard.agenda.inactive', { name })}
                </option>
              );
            })}
          </select>
        </div>
      </fieldset>
      <p>
        <a className="font-semibold text-navy-800 underline underline-offset-4" href={requestHref(trip)}>
          {say('dashboard.agenda.openRequest', { number: trip.number })}
        </a>
      </p>
    </article>
  );
}

interface ScheduleFormProps {
  excursion: ExcursionToSchedule;
  say: AgendaSay;
  today: string;
  ready: boolean;
  onSaved(number: string): Promise<void>;
}

/** A confirmed excursion without a time: its Paris date, time and length, set in one go. */
function ScheduleForm({ excursion, say, today, ready, onSaved }: ScheduleFormProps) {
  const id = useId();
  const [date, setDate] = useState(addDays(today, 1));
  const [time, setTime] = useState('09:00');
  const [minutes, setMinutes] = useState('480');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const answer = await adminCall(agendaCalls.schedule(excursion.quoteId, { date, time, minutes: Number(minutes) }));
      if (!answer.ok) {
        const { error } = await apiFailure(answer);
        if (error?.fields) setErrors(error.fields);
        else setFailure(error?.message ?? say('dashboard.agenda.unreachable'));
        return;
      }
      await onSaved(excursion.number);
    } catch (error) {
      if (!(error instanceof SessionEnded)) setFailure(say('dashboard.agenda.unreachable'));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'date' | 'time' | 'minutes', label: string, input: ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="form-label">
        {label}
      </label>
      {input}
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );
  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <form
      className="adm-card flex flex-col gap-3"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={say('dashboard.agenda.toSchedule.formLabel', { number: excursion.number })}
    >
      <p className="flex flex-wrap items-center gap-x-3">
        <strong className="adm-card-title">
          {excursion.number} · {excursion.excursionTitle}
        </strong>
        <span>
          {excursion.customer.firstName} {excursion.customer.lastName}
        </span>
        <a className="text-navy-800 underline underline-offset-4" href={requestHref({ kind: 'excursion', quoteId: excursion.quoteId })}>
          {say('dashboard.agenda.openRequest', { number: excursion.number })}
        </a>
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {field(
          'date',
          say('dashboard.agenda.toSchedule.date'),
          <input
            id={`${id}-date`}
            type="date"
            className="form-control"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            aria-invalid={errors['date'] ? true : undefined}
            aria-describedby={describedBy('date')}
          />,
        )}
        {field(
          'time',
          say('dashboard.agenda.toSchedule.time'),
          <input
            id={`${id}-time`}
            type="time"
            className="form-control"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            aria-invalid={errors['time'] ? true : undefined}
            aria-describedby={describedBy('time')}
          />,
        )}
        {field(
          'minutes',
          say('dashboard.agenda.toSchedule.minutes'),
          <input
            id={`${id}-minutes`}
            type="number"
            inputMode="numeric"
            min={EXCURSION_MINUTES.min}
            max={EXCURSION_MINUTES.max}
            step={15}
            className="form-control"
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            aria-invalid={errors['minutes'] ? true : undefined}
            aria-describedby={describedBy('minutes')}
          />,
        )}
      </div>
      {failure && (
        <p className="adm-alert" role="alert">
          {failure}
        </p>
      )}
      <div>
        <BusyButton busy={busy} disabled={!ready}>
          {say('dashboard.agenda.toSchedule.save')}
        </BusyButton>
      </div>
    </form>
  );
}
