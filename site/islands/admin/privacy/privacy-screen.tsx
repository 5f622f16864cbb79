// /admin/privacy: a customer's GDPR request about their e-mail address (decision 029). Find shows
// how many records of each kind are stored; Export (JSON) downloads them all; Erase everything
// deletes them after the address is typed again in the confirmation.
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { adminCall, type AdminAnswer, type AdminRequest } from '../kit/admin-call.ts';
import { BusyButton } from '../kit/busy-button.tsx';
import { ConfirmDialog } from '../kit/confirm-dialog.tsx';
import type { ScreenWords } from '../kit/dashboard-words.ts';
import { countsChanged } from '../kit/dashboard-events.ts';
import { InputField } from '../kit/field.tsx';
import { Notices, ScreenHeading, type Notice } from '../kit/screen.tsx';
import { useWords } from '../kit/use-words.ts';
import { privacyCalls, saveDownload, type PrivacyCounts, type PrivacyErasure, type PrivacyLookup } from './privacy-api.ts';

const KINDS = [
  'quotes',
  'excursionQuotes',
  'conversations',
  'messages',
  'contactMessages',
  'emails',
  'changeRequests',
  'cancellations',
  'auditEntries',
] as const satisfies readonly (keyof PrivacyCounts)[];

const total = (counts: PrivacyCounts) => KINDS.reduce((sum, kind) => sum + counts[kind], 0);

export default function PrivacyScreen({ texts }: { texts: ScreenWords<'privacy'> }) {
  const say = useWords(texts);
  const id = useId();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<PrivacyLookup | null>(null);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  // Find stays disabled until the island runs: before it, Enter would submit the form natively.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  /** A call with `setRunning` on meanwhile; a failure or a refusal is the screen's one alert. */
  const attempt = async (setRunning: (running: boolean) => void, call: () => Promise<void>, onFailure?: () => void) => {
    setRunning(true);
    try {
      await call();
    } catch {
      onFailure?.();
      setNotice({ role: 'alert', text: say('dashboard.privacy.failed') });
    } finally {
      setRunning(false);
    }
  };

  /** The answer, unless the server refused (then the failure). */
  const answered = async <Answer extends AdminAnswer>(request: AdminRequest<Answer>) => {
    const answer = await adminCall(request);
    if (!answer.ok) throw new Error(`the privacy request answered ${answer.status}`);
    return answer;
  };

  const find = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    return attempt(
      setBusy,
      async () => setFound((await (await answered(privacyCalls.lookup(email))).json()) as PrivacyLookup),
      () => setFound(null),
    );
  };

  const exportAll = (of: PrivacyLookup) => {
    setNotice(null);
    return attempt(setExporting, async () => saveDownload(await answered(privacyCalls.export(of.email))));
  };

  const erase = (of: PrivacyLookup) => {
    setConfirming(false);
    // The typed address goes with the request; the next confirmation starts empty.
    setConfirmation('');
    return attempt(setBusy, async () => {
      const { erased } = (await (await answered(privacyCalls.erase(of.email, confirmation))).json()) as PrivacyErasure;
      setFound(null);
      setNotice({ role: 'status', text: say('dashboard.privacy.erased', { email: of.email, count: total(erased) }) });
      countsChanged();
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <ScreenHeading title={say('dashboard.privacy.heading')} intro={say('dashboard.privacy.intro')} />

      <form role="search" className="adm-panel flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(event) => void find(event)}>
        <InputField
          id={`${id}-email`}
          label={say('dashboard.privacy.email')}
          labelClassName="form-label text-sm"
          className="flex-1"
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={setEmail}
        />
        <BusyButton busy={busy} busyLabel={say('dashboard.privacy.finding')} disabled={!ready}>
          {say('dashboard.privacy.find')}
        </BusyButton>
      </form>

      <Notices notice={notice} statusClassName="adm-panel" />

      {found && (
        <section className="adm-panel flex flex-col gap-4" aria-labelledby={`${id}-found`}>
          <h2 id={`${id}-found`} className="adm-section-title [overflow-wrap:anywhere]">
            {total(found.counts) > 0
              ? say('dashboard.privacy.storedFor', { email: found.email })
              : say('dashboard.privacy.nothingStored', { email: found.email })}
          </h2>
          {total(found.counts) > 0 && (
            <>
              <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 sm:max-w-md" data-testid="privacy-counts">
                {KINDS.map((kind) => (
                  <div key={kind} className="contents">
                    <dt>{say(`dashboard.privacy.kind.${kind}`)}</dt>
                    <dd className="text-right font-semibold" data-kind={kind}>
                      {found.counts[kind]}
                    </dd>
                  </div>
                ))}
              </dl>
              <div className="flex flex-wrap gap-3">
                <BusyButton busy={exporting} look="quiet" disabled={busy} onClick={() => void exportAll(found)}>
                  {say('dashboard.privacy.export')}
                </BusyButton>
                <button type="button" className="adm-button adm-button-danger" disabled={busy} onClick={() => setConfirming(true)}>
                  {say('dashboard.privacy.erase')}
                </button>
              </div>
            </>
          )}
        </section>
      )}

      {confirming && found && (
        <ConfirmDialog
          question={say('dashboard.privacy.eraseQuestion', { email: found.email })}
          confirmLabel={say('dashboard.privacy.erase')}
          cancelLabel={say('dashboard.privacy.cancel')}
          confirmDisabled={confirmation.trim().toLowerCase() !== found.email}
          onConfirm={() => void erase(found)}
          onCancel={() => {
            setConfirming(false);
            setConfirmation('');
          }}
        >
          <InputField
            id={`${id}-confirm`}
            label={say('dashboard.privacy.confirmEmail')}
            labelClassName="form-label text-sm"
            className="mt-4"
            type="email"
            autoComplete="off"
            data-autofocus
            value={confirmation}
            onChange={setConfirmation}
          />
        </ConfirmDialog>
      )}
    </div>
  );
}
