// A chauffeur's sheet link on the Chauffeurs screen (decision 042): "Send sheet link" makes a new one
// (POST /api/admin/chauffeurs/:id/links) and shows it once — the server keeps only its hash — ready to
// copy or to send by WhatsApp to the chauffeur's phone; "Revoke links" ends every link of theirs after
// a confirmation. Failures are said (role alert), successes announced (role status).
import { useId, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { adminCall, SessionEnded, withEmptyBody } from '../kit/admin-call.ts';
import { BusyButton } from '../kit/busy-button.tsx';
import { ConfirmDialog } from '../kit/confirm-dialog.tsx';

export interface SheetLinkWords {
  make: string;
  making: string;
  /** 'Link valid until {date}': the date filled in by the caller's words. */
  made: (expiresAt: string) => string;
  linkLabel: string;
  copy: string;
  copied: string;
  whatsapp: string;
  /** The WhatsApp message, with the link. */
  whatsappText: (url: string) => string;
  revoke: string;
  revokeQuestion: string;
  revoked: (count: number) => string;
  cancel: string;
  failed: string;
}

type State =
  { status: 'idle' } | { status: 'busy' } | { status: 'made'; url: string; expiresAt: string } | { status: 'revoked'; count: number } | { status: 'failed' };

const chauffeur = (id: number) => ({ param: { id: String(id) } });

/** The chauffeur's phone as wa.me wants it: digits only. */
const waNumber = (phone: string) => phone.replace(/\D/g, '');

export function SheetLink({ chauffeurId, phone, words }: { chauffeurId: number; phone: string; words: SheetLinkWords }) {
  const id = useId();
  const [state, setState] = useState<State>({ status: 'idle' });
  const [asking, setAsking] = useState(false);
  const [copied, setCopied] = useState(false);

  const run = async (call: () => Promise<State>) => {
    setState({ status: 'busy' });
    setCopied(false);
    try {
      setState(await call());
    } catch (error) {
      if (error instanceof SessionEnded) return;
      setState({ status: 'failed' });
    }
  };

  const make = () =>
    run(async () => {
      const answer = await adminCall((options) => api.admin.chauffeurs[':id'].links.$post(withEmptyBody(chauffeur(chauffeurId)), options));
      if (!answer.ok) return { status: 'failed' };
      const link = (await answer.json()) as { url: string; expiresAt: string };
      return { status: 'made', url: link.url, expiresAt: link.expiresAt };
    });

  const revoke = () =>
    run(async () => {
      const answer = await adminCall((options) => api.admin.chauffeurs[':id'].links.revoke.$post(withEmptyBody(chauffeur(chauffeurId)), options));
      if (!answer.ok) return { status: 'failed' };
      return { status: 'revoked', count: ((await answer.json()) as { revoked: number }).revoked };
    });

  const busy = state.status === 'busy';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <BusyButton look="quiet" busy={busy} busyLabel={words.making} onClick={() => void make()}>
          {words.make}
        </BusyButton>
        <BusyButton look="quiet" busy={false} disabled={busy} onClick={() => setAsking(true)}>
          {words.revoke}
        </BusyButton>
      </div>
      {state.status === 'made' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-url`} className="text-sm font-semibold text-ink">
            {words.linkLabel}
          </label>
          <input id={`${id}-url`} className="form-control font-mono text-sm" readOnly value={state.url} onFocus={(event) => event.currentTarget.select()} />
          <p className="text-sm text-muted">{words.made(state.expiresAt)}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="adm-button adm-button-quiet"
              onClick={() => {
                void navigator.clipboard?.writeText(state.url).then(() => setCopied(true));
              }}
            >
              {words.copy}
            </button>
            <a
              className="adm-button adm-button-quiet"
              href={`https://wa.me/${waNumber(phone)}?text=${encodeURIComponent(words.whatsappText(state.url))}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {words.whatsapp}
            </a>
          </div>
        </div>
      )}
      <div role="status" className="empty:hidden">
        {copied && <p className="adm-text-success text-sm font-semibold">{words.copied}</p>}
        {state.status === 'revoked' && <p className="adm-text-success text-sm font-semibold">{words.revoked(state.count)}</p>}
      </div>
      <div role="alert" className="empty:hidden">
        {state.status === 'failed' && <p className="adm-alert">{words.failed}</p>}
      </div>
      {asking && (
        <ConfirmDialog
          question={words.revokeQuestion}
          confirmLabel={words.revoke}
          cancelLabel={words.cancel}
          onConfirm={() => {
            setAsking(false);
            void revoke();
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
