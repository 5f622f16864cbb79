// /admin/chauffeurs (decision 042): the chauffeurs and the fleet, each a list with its form to add
// one or edit one (the same form, filled), and Deactivate / Reactivate (nothing is deleted: a
// chauffeur or a car that drove keeps its trips). A refused field shows the API's own message under
// it, in the dashboard's language; a success is announced as a status. Each active chauffeur's row
// has their sheet link's controls (sheet-link.tsx): make one and send it, or revoke them all.
import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { CHAUFFEUR_LANGUAGES, type ChauffeurLanguage } from '../../../../worker/contract/operations-words.ts';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import { VEHICLES } from '../../../../worker/contract/vehicles.ts';
import { apiFailure } from '../../../lib/api-client.ts';
import { adminCall, SessionEnded, type AdminAnswer, type AdminRequest } from '../kit/admin-call.ts';
import { BusyButton } from '../kit/busy-button.tsx';
import { SheetLink } from './sheet-link.tsx';
import type { ScreenWords } from '../kit/dashboard-words.ts';
import { FieldError, InputField } from '../kit/field.tsx';
import { Notices, ScreenHeading, type Notice } from '../kit/screen.tsx';
import { useWords } from '../kit/use-words.ts';
import { chauffeursCalls, type Chauffeur, type FleetVehicle } from './chauffeurs-api.ts';

type Errors = Record<string, string>;

interface ChauffeurDraft {
  name: string;
  phone: string;
  languages: ChauffeurLanguage[];
}
interface CarDraft {
  vehicle: string;
  plate: string;
  colour: string;
}

const isChauffeurLanguage = (code: string): code is ChauffeurLanguage => (CHAUFFEUR_LANGUAGES as readonly string[]).includes(code);

const NO_CHAUFFEUR: ChauffeurDraft = { name: '', phone: '', languages: [] };
const NO_CAR: CarDraft = { vehicle: VEHICLES[0]!.name, plate: '', colour: '' };

export default function ChauffeursScreen({ texts }: { texts: ScreenWords<'chauffeurs'> }) {
  const say = useWords(texts);
  const id = useId();
  const [chauffeurs, setChauffeurs] = useState<Chauffeur[] | null>(null);
  const [fleet, setFleet] = useState<FleetVehicle[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  const [chauffeurDraft, setChauffeurDraft] = useState<ChauffeurDraft>(NO_CHAUFFEUR);
  const [editingChauffeur, setEditingChauffeur] = useState<Chauffeur | null>(null);
  const [chauffeurErrors, setChauffeurErrors] = useState<Errors>({});
  const [carDraft, setCarDraft] = useState<CarDraft>(NO_CAR);
  const [editingCar, setEditingCar] = useState<FleetVehicle | null>(null);
  const [carErrors, setCarErrors] = useState<Errors>({});
  const chauffeurName = useRef<HTMLInputElement>(null);
  const carPlate = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    try {
      const [people, cars] = await Promise.all([adminCall(chauffeursCalls.chauffeurs), adminCall(chauffeursCalls.fleet)]);
      if (!people.ok || !cars.ok) return setFailed(true);
      setChauffeurs((await people.json()) as Chauffeur[]);
      setFleet((await cars.json()) as FleetVehicle[]);
      setFailed(false);
    } catch (error) {
      if (!(error instanceof SessionEnded)) setFailed(true);
    }
  }, []);

  useEffect(() => {
    setReady(true);
    void load();
  }, [load]);

  /**
   * Sends a change with the screen busy; on success reloads the lists and says `done`. A refusal
   * puts each field's message under its field (`setErrors`), or the message in the alert.
   */
  const send = async (key: string, request: AdminRequest, done: string, setErrors: (errors: Errors) => void, onDone?: () => void) => {
    setBusy(key);
    setNotice(null);
    setErrors({});
    try {
      const answer: AdminAnswer = await adminCall(request);
      if (!answer.ok) {
        const { error } = await apiFailure(answer);
        const fields = error?.fields ?? {};
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setNotice({ role: 'alert', text: error?.message || say('dashboard.chauffeurs.unreachable') });
        return false;
      }
      onDone?.();
      await load();
      setNotice({ role: 'status', text: done });
      return true;
    } catch (error) {
      if (!(error instanceof SessionEnded)) setNotice({ role: 'alert', text: say('dashboard.chauffeurs.unreachable') });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const saveChauffeur = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = chauffeurDraft.name.trim();
    const editing = editingChauffeur;
    void send(
      'chauffeur-form',
      editing ? chauffeursCalls.changeChauffeur(editing.id, chauffeurDraft) : chauffeursCalls.addChauffeur(chauffeurDraft),
      say(editing ? 'dashboard.chauffeurs.chauffeurs.saved' : 'dashboard.chauffeurs.chauffeurs.added', { name }),
      setChauffeurErrors,
      () => {
        setChauffeurDraft(NO_CHAUFFEUR);
        setEditingChauffeur(null);
      },
    );
  };

  const saveCar = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const editing = editingCar;
    const plate = carDraft.plate.trim().toUpperCase();
    void send(
      'car-form',
      editing ? chauffeursCalls.changeCar(editing.id, carDraft) : chauffeursCalls.addCar(carDraft),
      say(editing ? 'dashboard.chauffeurs.fleet.saved' : 'dashboard.chauffeurs.fleet.added', { name: plate }),
      setCarErrors,
      () => {
        setCarDraft(NO_CAR);
        setEditingCar(null);
      },
    );
  };

  const editChauffeur = (chauffeur: Chauffeur) => {
    setEditingChauffeur(chauffeur);
    setChauffeurDraft({ name: chauffeur.name, phone: chauffeur.phone, languages: chauffeur.languages.filter(isChauffeurLanguage) });
    setChauffeurErrors({});
    chauffeurName.current?.focus();
  };

  const editCar = (car: FleetVehicle) => {
    setEditingCar(car);
    setCarDraft({ vehicle: car.vehicle, plate: car.plate, colour: car.colour });
    setCarErrors({});
    carPlate.current?.focus();
  };

  const toggleChauffeur = (chauffeur: Chauffeur) =>
    void send(
      `chauffeur-${chauffeur.id}`,
      chauffeursCalls.changeChauffeur(chauffeur.id, { active: !chauffeur.active }),
      say(chauffeur.active ? 'dashboard.chauffeurs.chauffeurs.deactivated' : 'dashboard.chauffeurs.chauffeurs.reactivated', { name: chauffeur.name }),
      () => undefined,
    );

  const toggleCar = (car: FleetVehicle) =>
    void send(
      `car-${car.id}`,
      chauffeursCalls.changeCar(car.id, { active: !car.active }),
      say(car.active ? 'dashboard.chauffeurs.fleet.deactivated' : 'dashboard.chauffeurs.fleet.reactivated', { name: car.plate }),
      () => undefined,
    );

  const languageName = (code: string) => (isChauffeurLanguage(code) ? say(`dashboard.chauffeurs.language.${code}`) : code);

  const activity = (active: boolean) => (
    <span className={`adm-status ${active ? 'adm-status-confirmed' : 'adm-status-cancelled'}`}>
      {say(active ? 'dashboard.chauffeurs.active' : 'dashboard.chauffeurs.inactive')}
    </span>
  );

  const rowActions = (label: string, active: boolean, running: boolean, onEdit: () => void, onToggle: () => void) => (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="adm-button adm-button-quiet"
        aria-label={say('dashboard.chauffeurs.editLabel', { name: label })}
        onClick={onEdit}
        disabled={!ready}
      >
        {say('dashboard.chauffeurs.edit')}
      </button>
      <button
        type="button"
        className={`adm-button ${active ? 'adm-button-danger-quiet' : 'adm-button-quiet'}`}
        aria-label={say(active ? 'dashboard.chauffeurs.deactivateLabel' : 'dashboard.chauffeurs.reactivateLabel', { name: label })}
        onClick={onToggle}
        disabled={!ready || running}
        aria-busy={running || undefined}
      >
        {say(active ? 'dashboard.chauffeurs.deactivate' : 'dashboard.chauffeurs.reactivate')}
      </button>
    </div>
  );

  const required = say('dashboard.chauffeurs.required');

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={say('dashboard.chauffeurs.heading')} intro={say('dashboard.chauffeurs.intro')} />
      <Notices notice={notice} />
      {failed && <p className="adm-alert">{say('dashboard.chauffeurs.loadFailed')}</p>}

      <section aria-labelledby={`${id}-chauffeurs`} className="flex flex-col gap-4">
        <h2 id={`${id}-chauffeurs`} className="text-xl text-navy-950">
          {say('dashboard.chauffeurs.chauffeurs.heading')}
        </h2>
        {chauffeurs === null ? (
          !failed && <p className="text-muted">{say('dashboard.chauffeurs.loading')}</p>
        ) : chauffeurs.length === 0 ? (
          <p className="text-muted">{say('dashboard.chauffeurs.chauffeurs.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={say('dashboard.chauffeurs.chauffeurs.heading')}>
            {chauffeurs.map((chauffeur) => (
              <li key={chauffeur.id} className="adm-card flex flex-col gap-2" data-chauffeur={chauffeur.id}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="adm-card-title">{chauffeur.name}</h3>
                  {activity(chauffeur.active)}
                </div>
                <p>
                  <a href={`tel:${chauffeur.phone}`} className="underline">
                    {chauffeur.phone}
                  </a>
                </p>
                <p className="text-sm text-muted">
                  {chauffeur.languages.length > 0 ? chauffeur.languages.map(languageName).join(', ') : say('dashboard.chauffeurs.chauffeurs.noLanguage')}
                </p>
                {rowActions(
                  chauffeur.name,
                  chauffeur.active,
                  busy === `chauffeur-${chauffeur.id}`,
                  () => editChauffeur(chauffeur),
                  () => toggleChauffeur(chauffeur),
                )}
                {chauffeur.active && (
                  <SheetLink
                    chauffeurId={chauffeur.id}
                    phone={chauffeur.phone}
                    words={{
                      make: say('dashboard.chauffeurs.sheet.make'),
                      making: say('dashboard.chauffeurs.sheet.making'),
                      made: (expiresAt) => say('dashboard.chauffeurs.sheet.made', { date: say.dateTime(expiresAt) }),
                      linkLabel: say('dashboard.chauffeurs.sheet.label', { name: chauffeur.name }),
                      copy: say('dashboard.chauffeurs.sheet.copy'),
                      copied: say('dashboard.chauffeurs.sheet.copied'),
                      whatsapp: say('dashboard.chauffeurs.sheet.whatsapp'),
                      whatsappText: (url) => say('dashboard.chauffeurs.sheet.whatsappText', { url }),
                      revoke: say('dashboard.chauffeurs.sheet.revoke'),
                      revokeQuestion: say('dashboard.chauffeurs.sheet.revokeQuestion', { name: chauffeur.name }),
                      revoked: (count) => say('dashboard.chauffeurs.sheet.revoked', { count }),
                      cancel: say('dashboard.chauffeurs.cancel'),
                      failed: say('dashboard.chauffeurs.sheet.failed'),
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}

        <form className="adm-panel flex flex-col gap-4" onSubmit={saveChauffeur} noValidate aria-labelledby={`${id}-chauffeur-form`}>
          <h3 id={`${id}-chauffeur-form`} className="adm-card-title">
            {editingChauffeur ? say('dashboard.chauffeurs.chauffeurs.editing', { name: editingChauffeur.name }) : say('dashboard.chauffeurs.chauffeurs.add')}
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              id={`${id}-name`}
              label={say('dashboard.chauffeurs.chauffeurs.name')}
              note={required}
              value={chauffeurDraft.name}
              onChange={(name) => setChauffeurDraft({ ...chauffeurDraft, name })}
              error={chauffeurErrors['name']}
              inputRef={chauffeurName}
              maxLength={FIELD_LIMITS.adminOperations.chauffeurName}
              autoComplete="off"
              required
            />
            <InputField
              id={`${id}-phone`}
              label={say('dashboard.chauffeurs.chauffeurs.phone')}
              note={required}
              hint={say('dashboard.chauffeurs.chauffeurs.phoneHint')}
              value={chauffeurDraft.phone}
              onChange={(phone) => setChauffeurDraft({ ...chauffeurDraft, phone })}
              error={chauffeurErrors['phone']}
              type="tel"
              maxLength={FIELD_LIMITS.adminOperations.phone}
              autoComplete="off"
              required
            />
          </div>
          <fieldset className="flex flex-col gap-2" aria-describedby={chauffeurErrors['languages'] ? `${id}-languages-error` : undefined}>
            <legend className="form-label">{say('dashboard.chauffeurs.chauffeurs.languages')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {CHAUFFEUR_LANGUAGES.map((code) => (
                <label key={code} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={chauffeurDraft.languages.includes(code)}
                    onChange={(event) =>
                      setChauffeurDraft({
                        ...chauffeurDraft,
                        languages: event.target.checked ? [...chauffeurDraft.languages, code] : chauffeurDraft.languages.filter((other) => other !== code),
                      })
                    }
                  />
                  {languageName(code)}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-languages-error`} message={Object.entries(chauffeurErrors).find(([field]) => field.startsWith('languages'))?.[1]} />
          </fieldset>
          <FieldError message={chauffeurErrors['_']} alert />
          <div className="flex flex-wrap gap-2">
            <BusyButton busy={busy === 'chauffeur-form'} busyLabel={say('dashboard.chauffeurs.saving')} disabled={!ready}>
              {editingChauffeur ? say('dashboard.chauffeurs.chauffeurs.save') : say('dashboard.chauffeurs.chauffeurs.add')}
            </BusyButton>
            {editingChauffeur && (
              <button
                type="button"
                className="adm-button adm-button-quiet"
                onClick={() => {
                  setEditingChauffeur(null);
                  setChauffeurDraft(NO_CHAUFFEUR);
                  setChauffeurErrors({});
                }}
              >
                {say('dashboard.chauffeurs.cancel')}
              </button>
            )}
          </div>
        </form>
      </section>

      <section aria-labelledby={`${id}-fleet`} className="flex flex-col gap-4">
        <h2 id={`${id}-fleet`} className="text-xl text-navy-950">
          {say('dashboard.chauffeurs.fleet.heading')}
        </h2>
        {fleet === null ? (
          !failed && <p className="text-muted">{say('dashboard.chauffeurs.loading')}</p>
        ) : fleet.length === 0 ? (
          <p className="text-muted">{say('dashboard.chauffeurs.fleet.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={say('dashboard.chauffeurs.fleet.heading')}>
            {fleet.map((car) => (
              <li key={car.id} className="adm-card flex flex-col gap-2" data-car={car.id}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="adm-card-title">{car.plate}</h3>
                  {activity(car.active)}
                </div>
                <p>{[car.vehicle, car.colour].filter(Boolean).join(' · ')}</p>
                {rowActions(
                  car.plate,
                  car.active,
                  busy === `car-${car.id}`,
                  () => editCar(car),
                  () => toggleCar(car),
                )}
              </li>
            ))}
          </ul>
        )}

        <form className="adm-panel flex flex-col gap-4" onSubmit={saveCar} noValidate aria-labelledby={`${id}-car-form`}>
          <h3 id={`${id}-car-form`} className="adm-card-title">
            {editingCar ? say('dashboard.chauffeurs.fleet.editing', { name: editingCar.plate }) : say('dashboard.chauffeurs.fleet.add')}
          </h3>
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-vehicle`} className="form-label">
                {say('dashboard.chauffeurs.fleet.vehicle')}
                <span className="text-sm font-normal text-muted"> {required}</span>
              </label>
              <select
                id={`${id}-vehicle`}
                className="form-control"
                value={carDraft.vehicle}
                onChange={(event) => setCarDraft({ ...carDraft, vehicle: event.target.value })}
                aria-invalid={carErrors['vehicle'] ? true : undefined}
                aria-describedby={carErrors['vehicle'] ? `${id}-vehicle-error` : undefined}
              >
                {VEHICLES.map((vehicle) => (
                  <option key={vehicle.id} value={vehicle.name}>
                    {vehicle.name}
                  </option>
                ))}
              </select>
              <FieldError id={`${id}-vehicle-error`} message={carErrors['vehicle']} />
            </div>
            <InputField
              id={`${id}-plate`}
              label={say('dashboard.chauffeurs.fleet.plate')}
              note={required}
              hint={say('dashboard.chauffeurs.fleet.plateHint')}
              value={carDraft.plate}
              onChange={(plate) => setCarDraft({ ...carDraft, plate })}
              error={carErrors['plate']}
              inputRef={carPlate}
              maxLength={FIELD_LIMITS.adminOperations.plate}
              autoCapitalize="characters"
              autoComplete="off"
              required
            />
            <InputField
              id={`${id}-colour`}
              label={say('dashboard.chauffeurs.fleet.colour')}
              hint={say('dashboard.chauffeurs.fleet.colourHint')}
              value={carDraft.colour}
              onChange={(colour) => setCarDraft({ ...carDraft, colour })}
              error={carErrors['colour']}
              maxLength={FIELD_LIMITS.adminOperations.colour}
              autoComplete="off"
            />
          </div>
          <FieldError message={carErrors['_']} alert />
          <div className="flex flex-wrap gap-2">
            <BusyButton busy={busy === 'car-form'} busyLabel={say('dashboard.chauffeurs.saving')} disabled={!ready}>
              {editingCar ? say('dashboard.chauffeurs.fleet.save') : say('dashboard.chauffeurs.fleet.add')}
            </BusyButton>
            {editingCar && (
              <button
                type="button"
                className="adm-button adm-button-quiet"
                onClick={() => {
                  setEditingCar(null);
                  setCarDraft(NO_CAR);
                  setCarErrors({});
                }}
              >
                {say('dashboard.chauffeurs.cancel')}
              </button>
            )}
          </div>
        </form>
      </section>
    </div>
  );
}
