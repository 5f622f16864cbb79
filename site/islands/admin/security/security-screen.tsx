// The back office's Security screen: two-step verification (TOTP, decision 027). Off: the password,
// given again, starts the setup, which shows the key as a QR code and as text, and a code field
// confirms it. The ten recovery codes are then shown this once, until 'I have saved them'. On: a code field (the
// app's code or a recovery code) turns it off. Refusals are announced as alerts, the field's own
// message tied to the field; successes as a status. Below, the sign-in attempts of the last day
// (sign-in-activity.tsx), asked again every SIGN_IN_ACTIVITY_POLL_MS while the tab is shown.
import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { SIGN_IN_ACTIVITY_POLL_MS } from '../../../../worker/contract/constants.ts';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import { apiFailure } from '../../../lib/api-client.ts';
import { adminCall, SessionEnded, type AdminAnswer } from '../kit/admin-call.ts';
import { BusyButton } from '../kit/busy-button.tsx';
import type { ScreenKey, ScreenWords } from '../kit/dashboard-words.ts';
import { InputField } from '../kit/field.tsx';
import { Notices, ScreenHeading, type Notice } from '../kit/screen.tsx';
import { usePoll } from '../kit/use-poll.ts';
import { useWords } from '../kit/use-words.ts';
import { securityCalls, type AdminSecurity, type TotpSetup } from './security-api.ts';
import SignInActivity from './sign-in-activity.tsx';

export interface SecurityScreenProps {
  texts: ScreenWords<'security'>;
}

type Phase =
  | { name: 'loading' }
  | { name: 'error' }
  | { name: 'off' }
  | { name: 'setup'; setup: TotpSetup }
  | { name: 'codes'; recoveryCodes: string[] }
  | { name: 'on'; recoveryCodesLeft: number };

const phaseOf = (security: AdminSecurity): Phase => (security.totpEnabled ? { name: 'on', recoveryCodesLeft: security.recoveryCodesLeft } : { name: 'off' });

export default function SecurityScreen({ texts }: SecurityScreenProps) {
  const say = useWords(texts);
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const code = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const codesHeading = useRef<HTMLHeadingElement>(null);
  const [activity, setActivity] = useState<AdminSecurity | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    void (async () => {
      try {
        const answer = await adminCall(securityCalls.status);
        if (!answer.ok) return setPhase({ name: 'error' });
        const security = await answer.json();
        setPhase(phaseOf(security));
        setActivity(security);
      } catch (error) {
        if (!(error instanceof SessionEnded)) setPhase({ name: 'error' });
      }
    })();
  }, []);

  /** Asks for the sign-in attempts again; the two-step settings, maybe half-way through a change, stay as they are. */
  const refreshActivity = useCallback(async () => {
    setRefreshing(true);
    try {
      const answer = await adminCall(securityCalls.status);
      if (answer.ok) setActivity(await answer.json());
    } catch {
      // Kept as last shown; the next poll or click asks again.
    }
    setRefreshing(false);
  }, []);
  usePoll(refreshActivity, SIGN_IN_ACTIVITY_POLL_MS);

  // The recovery codes replace the form that had the focus: the focus goes to their heading, so a
  // screen reader reads them next.
  useEffect(() => {
    if (phase.name === 'codes') codesHeading.current?.focus();
  }, [phase.name]);

  /** Runs a call with the screen busy; a refusal goes to the code field (its message) or to the alert. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    setCodeError(null);
    setPasswordError(null);
    try {
      await action();
    } catch (error) {
      if (!(error instanceof SessionEnded)) setNotice({ role: 'alert', text: say('dashboard.security.unreachable') });
    }
    setBusy(false);
  };

  const refused = async (answer: AdminAnswer) => {
    const { error } = await apiFailure(answer);
    if (error?.fields?.['code']) {
      setCodeError(error.fields['code']);
      code.current?.focus();
    } else if (error?.fields?.['password']) {
      setPasswordError(error.fields['password']);
      password.current?.focus();
    } else setNotice({ role: 'alert', text: error?.message || say('dashboard.security.unreachable') });
  };

  const startSetup = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const answer = await adminCall(securityCalls.setup(password.current?.value ?? ''));
      if (!answer.ok) return refused(answer);
      setPhase({ name: 'setup', setup: await answer.json() });
    });
  };

  const confirm = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const answer = await adminCall(securityCalls.enable(code.current?.value.trim() ?? ''));
      if (!answer.ok) return refused(answer);
      const { recoveryCodes } = await answer.json();
      setPhase({ name: 'codes', recoveryCodes });
    });
  };

  const turnOff = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const answer = await adminCall(securityCalls.disable(code.current?.value.trim() ?? ''));
      if (!answer.ok) return refused(answer);
      setPhase({ name: 'off' });
      setNotice({ role: 'status', text: say('dashboard.security.disabled') });
    });
  };

  const codeField = (label: ScreenKey<'security'>, numeric: boolean) => (
    <InputField
      id={`${id}-code`}
      label={say(label)}
      error={codeError}
      inputRef={code}
      inputClassName="form-control sm:max-w-xs"
      name="code"
      type="text"
      autoComplete={numeric ? 'one-time-code' : 'off'}
      inputMode={numeric ? 'numeric' : 'text'}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={FIELD_LIMITS.adminLogin.code}
      required
    />
  );

  return (
    <div className="flex flex-col gap-5">
      <ScreenHeading title={say('dashboard.security.heading')} intro={say('dashboard.security.intro')} />

      <Notices notice={notice} statusClassName="adm-panel" />

      <section className="adm-panel flex flex-col gap-4" aria-labelledby={`${id}-state`}>
        <h2 id={`${id}-state`} className="adm-section-title">
          {phase.name === 'on' || phase.name === 'off' ? say('dashboard.security.stateIs') : say('dashboard.security.state')}
          {(phase.name === 'on' || phase.name === 'off') && (
            <>
              {' '}
              <span data-testid="totp-state">{phase.name === 'on' ? say('dashboard.security.on') : say('dashboard.security.off')}</span>
            </>
          )}
        </h2>

        {phase.name === 'loading' && <p>{say('dashboard.security.loading')}</p>}
        {phase.name === 'error' && <p className="adm-alert">{say('dashboard.security.loadError')}</p>}

        {phase.name === 'off' && (
          <form onSubmit={startSetup} className="flex flex-col gap-4">
            <p id={`${id}-password-help`}>{say('dashboard.security.passwordHelp')}</p>
            <InputField
              id={`${id}-password`}
              label={say('dashboard.security.password')}
              error={passwordError}
              describedBy={`${id}-password-help`}
              inputRef={password}
              inputClassName="form-control sm:max-w-xs"
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={FIELD_LIMITS.adminLogin.password}
              required
            />
            <div>
              <BusyButton busy={busy} busyLabel={say('dashboard.security.starting')}>
                {say('dashboard.security.turnOn')}
              </BusyButton>
            </div>
          </form>
        )}

        {phase.name === 'setup' && (
          <form onSubmit={confirm} className="flex flex-col gap-4">
            <h3 className="font-semibold">{say('dashboard.security.scanHeading')}</h3>
            <p>{say('dashboard.security.scanHelp')}</p>
            {/* The server's SVG drawn as an image: no markup of its own enters the page. */}
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(phase.setup.qrSvg)}`}
              alt={say('dashboard.security.qrAlt')}
              width={200}
              height={200}
              className="h-auto max-w-full border border-sand"
            />
            <p>
              <span>{say('dashboard.security.secretLabel')} </span>
              <code data-testid="totp-secret" className="break-all select-all">
                {phase.setup.secret}
              </code>
            </p>
            <h3 className="font-semibold">{say('dashboard.security.confirmHeading')}</h3>
            {codeField('dashboard.security.code', true)}
            <div className="flex flex-wrap gap-3">
              <BusyButton busy={busy} busyLabel={say('dashboard.security.confirming')}>
                {say('dashboard.security.confirm')}
              </BusyButton>
              <button type="button" className="adm-button adm-button-quiet" disabled={busy} onClick={() => setPhase({ name: 'off' })}>
                {say('dashboard.security.cancel')}
              </button>
            </div>
          </form>
        )}

        {phase.name === 'codes' && (
          <div className="flex flex-col gap-4">
            <p role="status">{say('dashboard.security.enabled')}</p>
            <h3 ref={codesHeading} tabIndex={-1} className="font-semibold">
              {say('dashboard.security.codesHeading')}
            </h3>
            <p>{say('dashboard.security.codesHelp')}</p>
            <ul data-testid="recovery-codes" className="grid grid-cols-1 gap-2 font-mono min-[400px]:grid-cols-2">
              {phase.recoveryCodes.map((recoveryCode) => (
                <li key={recoveryCode}>{recoveryCode}</li>
              ))}
            </ul>
            <div>
              <button
                type="button"
                className="adm-button adm-button-primary"
                onClick={() => setPhase({ name: 'on', recoveryCodesLeft: phase.recoveryCodes.length })}
              >
                {say('dashboard.security.codesSaved')}
              </button>
            </div>
          </div>
        )}

        {phase.name === 'on' && (
          <form onSubmit={turnOff} className="flex flex-col gap-4">
            <p>{say('dashboard.security.recoveryLeft', { count: phase.recoveryCodesLeft })}</p>
            <h3 className="font-semibold">{say('dashboard.security.turnOffHeading')}</h3>
            <p>{say('dashboard.security.turnOffHelp')}</p>
            {codeField('dashboard.security.turnOffCode', false)}
            <div>
              <BusyButton busy={busy} busyLabel={say('dashboard.security.turningOff')} look="danger">
                {say('dashboard.security.turnOff')}
              </BusyButton>
            </div>
          </form>
        )}
      </section>

      {activity && <SignInActivity security={activity} say={say} refreshing={refreshing} onRefresh={() => void refreshActivity()} />}
    </div>
  );
}
