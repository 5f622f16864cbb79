// /admin/privacy: a customer's GDPR request about their e-mail address (decision 029). Find shows
// how many records of each kind are stored; Export (JSON) downloads them all; Erase everything
// deletes them after the address is typed again in the confirmation.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fillPlaceholders } from '../../../../worker/contract/i18n/placeholders.ts';
import { countsChanged, signedIn } from '../admin-api.ts';
import { ConfirmDialog } from '../modal.tsx';
import type { PrivacyTexts } from './messages.ts';
import { privacyCalls, saveDownload, type PrivacyCounts, type PrivacyErasure, type PrivacyLookup } from './privacy-api.ts';

const KINDS = [
  'quotes',
  'excursionQuotes',
  'conversations',
  'messages',
  'contactMessages',
  'emails',
  'auditEntries',
] as const satisfies readonly (keyof PrivacyCounts)[];

const total = (counts: PrivacyCounts) => KINDS.reduce((sum, kind) => sum + counts[kind], 0);

type Notice = { role: 'status' | 'alert'; text: string } | null;

export default function PrivacyScreen({ texts }: { texts: PrivacyTexts }) {
  const say = (key: keyof PrivacyTexts, vars?: Record<string, string | number>) => fillPlaceholders(texts[key], vars);
  const id = useId();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<PrivacyLookup | null>(null);
  const [busy, setBusy] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  // Find stays disabled until the island runs: before it, Enter would submit the form natively.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const answer = signedIn(await privacyCalls.lookup(email));
      if (!answer.ok) throw new Error(String(answer.status));
      setFound((await answer.json()) as PrivacyLookup);
    } catch {
      setFound(null);
      setNotice({ role: 'alert', text: say('dashboard.privacy.failed') });
    } finally {
      setBusy(false);
    }
  };

  const exportAll = async () => {
    if (!found) return;
    setExporting(true);
    setNotice(null);
    try {
      const answer = signedIn(await privacyCalls.export(found.email));
      if (!answer.ok) throw new Error(String(answer.status));
      await saveDownload(answer);
    } catch {
      setNotice({ role: 'alert', text: say('dashboard.privacy.failed') });
    } finally {
      setExporting(false);
    }
  };

  const erase = async () => {
    if (!found) return;
    setConfirming(false);
    setBusy(true);
    try {
      const answer = signedIn(await privacyCalls.erase(found.email, confirmation));
      if (!answer.ok) throw new Error(String(answer.status));
      const { erased } = (await answer.json()) as PrivacyErasure;
      setFound(null);
      setNotice({ role: 'status', text: say('dashboard.privacy.erased', { email: found.email, count: total(erased) }) });
      countsChanged();
    } catch {
      setNotice({ role: 'alert', text: say('dashboard.privacy.failed') });
    } finally {
      setBusy(false);
      setConfirmation('');
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl text-navy-950 sm:text-3xl">{say('dashboard.privacy.heading')}</h1>
      <p className="text-muted">{say('dashboard.privacy.intro')}</p>

      <form role="search" className="adm-panel flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(event) => void find(event)}>
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="form-label text-sm">
            {say('dashboard.privacy.email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            className="form-control"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className="adm-button adm-button-primary" disabled={busy || !ready} aria-busy={busy || undefined}>
          {busy ? say('dashboard.privacy.finding') : say('dashboard.privacy.find')}
        </button>
      </form>

      {/* On the page from the start, so what is put in it is announced. */}
      <div aria-live="polite">{notice?.role === 'status' && <p className="adm-panel">{notice.text}</p>}</div>
      <div aria-live="assertive">{notice?.role === 'alert' && <p className="adm-alert">{notice.text}</p>}</div>

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
                <button
                  type="button"
                  className="adm-button adm-button-quiet"
                  disabled={busy || exporting}
                  aria-busy={exporting || undefined}
                  onClick={() => void exportAll()}
                >
                  {say('dashboard.privacy.export')}
                </button>
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
          onConfirm={() => void erase()}
          onCancel={() => {
            setConfirming(false);
            setConfirmation('');
          }}
        >
          <div className="mt-4">
            <label htmlFor={`${id}-confirm`} className="form-label text-sm">
              {say('dashboard.privacy.confirmEmail')}
            </label>
            <input
              id={`${id}-confirm`}
              type="email"
              className="form-control"
              autoComplete="off"
              data-autofocus
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </div>
        </ConfirmDialog>
      )}
    </div>
  );
}
