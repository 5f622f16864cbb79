// /admin/meeting-points (decision 042): the meeting-point library's places, grouped (CDG, Orly,
// Beauvais, the stations), each with its words in English and French — the administrator's or the
// library's — to edit in place (both languages required) or reset to the library's words after a
// question. The outcome of each action is announced; the focus goes back to the place's Edit button.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { INCLUDED_WAITING_MINUTES } from '../../../../worker/contract/constants.ts';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import { MEETING_POINT_GROUP_IDS, MEETING_POINT_GROUPS, fillMeetingWords } from '../../../../worker/contract/meeting-points.ts';
import { adminCall, SessionEnded } from '../kit/admin-call.ts';
import { BusyButton } from '../kit/busy-button.tsx';
import { ConfirmDialog } from '../kit/confirm-dialog.tsx';
import type { ScreenKey, ScreenWords } from '../kit/dashboard-words.ts';
import { TextAreaField } from '../kit/field.tsx';
import { formatParisDateTime } from '../kit/format.ts';
import { Notices, ScreenHeading, type Notice } from '../kit/screen.tsx';
import { useWords, type Say } from '../kit/use-words.ts';
import { meetingPointCalls, meetingWordsProblem, type AdminMeetingPoint } from './meeting-points-api.ts';

type MeetingSay = Say<ScreenKey<'meetingPoints'>>;

/** The answer's place, or a failure thrown (a refusal included). */
async function placeFrom(request: Parameters<typeof adminCall>[0]): Promise<AdminMeetingPoint> {
  const answer = await adminCall(request);
  if (!answer.ok) throw new Error(`the meeting point answered ${answer.status}`);
  return (await answer.json()) as AdminMeetingPoint;
}

export default function MeetingPointsScreen({ texts }: { texts: ScreenWords<'meetingPoints'> }) {
  const say = useWords(texts);
  const [places, setPlaces] = useState<AdminMeetingPoint[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [resetting, setResetting] = useState<AdminMeetingPoint | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  /** The Edit button to give the focus back to once a form closes. */
  const focusAfter = useRef<string | null>(null);

  const load = async () => {
    setLoadFailed(false);
    try {
      const answer = await adminCall(meetingPointCalls.list());
      if (!answer.ok) throw new Error(`the meeting points answered ${answer.status}`);
      setPlaces((await answer.json()) as AdminMeetingPoint[]);
    } catch (error) {
      if (!(error instanceof SessionEnded)) setLoadFailed(true);
    }
  };
  useEffect(() => void load(), []);

  useEffect(() => {
    if (editing || !focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });

  const replace = (place: AdminMeetingPoint) => setPlaces((all) => all?.map((each) => (each.placeId === place.placeId ? place : each)) ?? null);
  const nameOf = (place: AdminMeetingPoint) => place.name[say.lang];

  const run = async (place: AdminMeetingPoint, action: () => Promise<AdminMeetingPoint>, done: string) => {
    setBusy(place.placeId);
    setNotice(null);
    try {
      replace(await action());
      setNotice({ role: 'status', text: done });
      return true;
    } catch (error) {
      if (!(error instanceof SessionEnded)) setNotice({ role: 'alert', text: say('dashboard.meetingPoints.failed') });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const save = async (place: AdminMeetingPoint, instructionsEn: string, instructionsFr: string) => {
    const saved = await run(
      place,
      () => placeFrom(meetingPointCalls.save(place.placeId, { instructionsEn, instructionsFr })),
      say('dashboard.meetingPoints.saved', { place: nameOf(place) }),
    );
    if (saved) closeForm(place);
  };

  const reset = (place: AdminMeetingPoint) => {
    setResetting(null);
    focusAfter.current = editButtonId(place.placeId);
    return run(place, () => placeFrom(meetingPointCalls.reset(place.placeId)), say('dashboard.meetingPoints.wasReset', { place: nameOf(place) }));
  };

  const closeForm = (place: AdminMeetingPoint) => {
    focusAfter.current = editButtonId(place.placeId);
    setEditing(null);
  };

  return (
    <div className="flex flex-col gap-5">
      <ScreenHeading title={say('dashboard.meetingPoints.heading')} intro={say('dashboard.meetingPoints.intro')} />
      <Notices notice={notice} statusClassName="adm-panel" />
      {!places && !loadFailed && <p role="status">{say('dashboard.meetingPoints.loading')}</p>}
      {loadFailed && (
        <div role="alert" className="adm-alert flex flex-wrap items-center gap-3">
          <span>{say('dashboard.meetingPoints.loadFailed')}</span>
          <button type="button" className="adm-button adm-button-quiet" onClick={() => void load()}>
            {say('dashboard.meetingPoints.retry')}
          </button>
        </div>
      )}
      {places &&
        MEETING_POINT_GROUP_IDS.map((group) => (
          <section key={group} aria-labelledby={`meeting-group-${group}`} className="flex flex-col gap-3">
            <h2 id={`meeting-group-${group}`} className="adm-section-title">
              {say(`dashboard.meetingPoints.group.${group}`)}
            </h2>
            <ul className="flex flex-col gap-3">
              {places
                .filter((place) => (MEETING_POINT_GROUPS[group] as readonly string[]).includes(place.placeId))
                .map((place) => (
                  <li key={place.placeId}>
                    <PlaceCard
                      say={say}
                      place={place}
                      editing={editing === place.placeId}
                      busy={busy === place.placeId}
                      otherBusy={busy !== null && busy !== place.placeId}
                      onEdit={() => {
                        setNotice(null);
                        setEditing(place.placeId);
                      }}
                      onCancel={() => closeForm(place)}
                      onSave={(en, fr) => void save(place, en, fr)}
                      onReset={() => setResetting(place)}
                    />
                  </li>
                ))}
            </ul>
          </section>
        ))}
      {resetting && (
        <ConfirmDialog
          question={say('dashboard.meetingPoints.resetQuestion', { place: nameOf(resetting) })}
          confirmLabel={say('dashboard.meetingPoints.reset')}
          cancelLabel={say('dashboard.meetingPoints.cancel')}
          onConfirm={() => void reset(resetting)}
          onCancel={() => setResetting(null)}
        />
      )}
    </div>
  );
}

const editButtonId = (placeId: string) => `meeting-edit-${placeId}`;

interface PlaceCardProps {
  say: MeetingSay;
  place: AdminMeetingPoint;
  editing: boolean;
  busy: boolean;
  otherBusy: boolean;
  onEdit(): void;
  onCancel(): void;
  onSave(instructionsEn: string, instructionsFr: string): void;
  onReset(): void;
}

function PlaceCard({ say, place, editing, busy, otherBusy, onEdit, onCancel, onSave, onReset }: PlaceCardProps) {
  const name = place.name[say.lang];
  const headingId = `meeting-place-${place.placeId}`;
  return (
    <article className="adm-card flex flex-col gap-3" aria-labelledby={headingId} data-place={place.placeId}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="adm-card-title">
          {name}
        </h3>
        <span className={`adm-payment ${place.edited ? 'adm-payment-paid' : 'adm-payment-none'}`}>
          {place.edited ? say('dashboard.meetingPoints.edited') : say('dashboard.meetingPoints.library')}
        </span>
        {place.edited && place.updatedAt && (
          <span className="text-sm text-muted">
            {say('dashboard.meetingPoints.editedBy', { who: place.updatedBy ?? '', when: formatParisDateTime(place.updatedAt, say.lang) })}
          </span>
        )}
      </div>
      {editing ? (
        <PlaceForm say={say} place={place} busy={busy} onCancel={onCancel} onSave={onSave} />
      ) : (
        <>
          <dl className="grid gap-3 md:grid-cols-2">
            <div>
              <dt className="text-sm font-semibold text-muted">{say('dashboard.meetingPoints.english')}</dt>
              <dd lang="en" className="whitespace-pre-line [overflow-wrap:anywhere]">
                {fillMeetingWords(place.instructionsEn)}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-muted">{say('dashboard.meetingPoints.french')}</dt>
              <dd lang="fr" className="whitespace-pre-line [overflow-wrap:anywhere]">
                {fillMeetingWords(place.instructionsFr)}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              id={editButtonId(place.placeId)}
              className="adm-button adm-button-quiet"
              aria-label={say('dashboard.meetingPoints.editPlace', { place: name })}
              disabled={busy || otherBusy}
              onClick={onEdit}
            >
              {say('dashboard.meetingPoints.edit')}
            </button>
            {place.edited && (
              <BusyButton busy={busy} busyLabel={say('dashboard.meetingPoints.resetting')} look="quiet" disabled={otherBusy} onClick={onReset}>
                <span aria-hidden="true">{say('dashboard.meetingPoints.reset')}</span>
                <span className="sr-only">{say('dashboard.meetingPoints.resetPlace', { place: name })}</span>
              </BusyButton>
            )}
          </div>
        </>
      )}
    </article>
  );
}

interface PlaceFormProps {
  say: MeetingSay;
  place: AdminMeetingPoint;
  busy: boolean;
  onCancel(): void;
  onSave(instructionsEn: string, instructionsFr: string): void;
}

function PlaceForm({ say, place, busy, onCancel, onSave }: PlaceFormProps) {
  const id = useId();
  const [en, setEn] = useState(place.instructionsEn);
  const [fr, setFr] = useState(place.instructionsFr);
  const [checked, setChecked] = useState(false);
  useEffect(() => document.getElementById(`${id}-en`)?.focus(), [id]);

  const problemWords = (value: string) => {
    const problem = checked ? meetingWordsProblem(value) : null;
    return problem && say(`dashboard.meetingPoints.${problem}`, { max: FIELD_LIMITS.meetingPointInstructions });
  };
  const enProblem = problemWords(en);
  const frProblem = problemWords(fr);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const firstWrong = meetingWordsProblem(en) ? 'en' : meetingWordsProblem(fr) ? 'fr' : null;
    if (firstWrong) {
      document.getElementById(`${id}-${firstWrong}`)?.focus();
      return;
    }
    onSave(en, fr);
  };

  const hint = say('dashboard.meetingPoints.minutesHint', { minutes: '{minutes}', included: INCLUDED_WAITING_MINUTES });
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={submit} onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <TextAreaField
          id={`${id}-en`}
          label={say('dashboard.meetingPoints.instructionsEn')}
          labelClassName="form-label text-sm"
          describedBy={`${id}-hint`}
          lang="en"
          rows={7}
          required
          maxLength={FIELD_LIMITS.meetingPointInstructions}
          error={enProblem}
          value={en}
          onChange={setEn}
        />
        <TextAreaField
          id={`${id}-fr`}
          label={say('dashboard.meetingPoints.instructionsFr')}
          labelClassName="form-label text-sm"
          describedBy={`${id}-hint`}
          lang="fr"
          rows={7}
          required
          maxLength={FIELD_LIMITS.meetingPointInstructions}
          error={frProblem}
          value={fr}
          onChange={setFr}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <BusyButton busy={busy} busyLabel={say('dashboard.meetingPoints.saving')}>
          {say('dashboard.meetingPoints.save')}
        </BusyButton>
        <button type="button" className="adm-button adm-button-quiet" disabled={busy} onClick={onCancel}>
          {say('dashboard.meetingPoints.cancel')}
        </button>
      </div>
    </form>
  );
}
