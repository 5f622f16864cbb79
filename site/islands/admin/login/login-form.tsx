// The back office's sign-in form (/admin/login): username and password (both required), a show/hide
// toggle for the password, the server's refusal in an alert (or 'Invalid username or password'; with
// the wait after too many failures), 'Signing in...' and disabled while busy; signed in → /admin/quotes.
// When the administrator has two-step verification on, the server answers the right password with
// 'second_factor_required' (decision 027): a code field appears (the app's 6 digits, or a recovery
// code behind a toggle) and the same request is sent again with the code.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import { api, apiFailure } from '../../../lib/api-client.ts';
import { adminCall } from '../kit/admin-call.ts';
import type { ScreenWords } from '../kit/dashboard-words.ts';
import { Field, InputField } from '../kit/field.tsx';
import { useWords } from '../kit/use-words.ts';
import '../kit/admin.css';

export interface LoginFormProps {
  texts: ScreenWords<'login'>;
}

/** Where a signed-in administrator starts. */
export const ADMIN_HOME_PATH = '/admin/quotes';

const LIMITS = FIELD_LIMITS.adminLogin;

export default function LoginForm({ texts }: LoginFormProps) {
  const say = useWords(texts);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  // Until React handles the form, Sign in stays disabled: a native submission would send the
  // password in the address (method="post" below keeps it out of the URL even then).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const username = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  // Shown once the server has asked for the second factor; the toggle swaps the app's code for a recovery code.
  const [needsCode, setNeedsCode] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const code = useRef<HTMLInputElement>(null);
  // The code field takes the focus when it appears, and again when the toggle swaps it.
  useEffect(() => {
    if (needsCode) code.current?.focus();
  }, [needsCode, recovery]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const typedCode = needsCode ? code.current?.value.trim() : undefined;
      const json = { username: username.current?.value ?? '', password: password.current?.value ?? '', ...(typedCode ? { code: typedCode } : {}) };
      // A 401 here is a wrong password or code, not an ended session.
      const answer = await adminCall((options) => api.admin.login.$post({ json }, options), { keepPageOn401: true });
      if (answer.ok) {
        window.location.assign(ADMIN_HOME_PATH);
        return;
      }
      const { status, error: refusal } = await apiFailure(answer);
      const retryAfter = Number(answer.headers.get('Retry-After'));
      if (refusal?.code === 'second_factor_required') {
        setError(refusal.message || null);
        setBusy(false);
        // The first time, the field appears (and is focused once it is there); after a wrong code, the code is selected to be typed again.
        if (needsCode) {
          code.current?.focus();
          code.current?.select();
        } else setNeedsCode(true);
        return;
      }
      setError(
        status === 429 && retryAfter > 0
          ? say('dashboard.login.wait', { minutes: Math.ceil(retryAfter / 60) })
          : refusal?.message || say('dashboard.login.invalid'),
      );
    } catch {
      setError(say('dashboard.login.unreachable'));
    }
    setBusy(false);
    (needsCode ? code : password).current?.focus();
  };

  return (
    <form method="post" onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-describedby={error ? `${id}-error` : undefined}>
      <div role="alert" id={`${id}-error`} className="empty:hidden">
        {error && <p className="adm-alert">{error}</p>}
      </div>
      <InputField
        id={`${id}-username`}
        label={say('dashboard.login.username')}
        inputRef={username}
        name="username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LIMITS.username}
        required
      />
      <Field id={`${id}-password`} label={say('dashboard.login.password')}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              ref={password}
              name="password"
              type={showPassword ? 'text' : 'password'}
              className="form-control"
              autoComplete="current-password"
              maxLength={LIMITS.password}
              required
            />
            <button
              type="button"
              className="adm-icon-button"
              aria-pressed={showPassword}
              aria-label={say('dashboard.login.showPassword')}
              aria-controls={control.id}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <EyeIcon crossed={showPassword} />
            </button>
          </div>
        )}
      </Field>
      {needsCode && (
        <InputField
          // A new input for the other kind of code: the browser offers what it knows for each.
          key={recovery ? 'recovery' : 'app'}
          id={`${id}-code`}
          label={recovery ? say('dashboard.login.recoveryCode') : say('dashboard.login.code')}
          after={
            <button type="button" className="self-start text-sm text-navy-950 underline" onClick={() => setRecovery((shown) => !shown)}>
              {recovery ? say('dashboard.login.useAppCode') : say('dashboard.login.useRecoveryCode')}
            </button>
          }
          inputRef={code}
          name={recovery ? 'recovery-code' : 'one-time-code'}
          type="text"
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.code}
          required
        />
      )}
      <button type="submit" className="btn btn-navy mt-2 w-full" disabled={busy || !ready} aria-busy={busy || undefined}>
        {busy ? say('dashboard.login.submitting') : say('dashboard.login.submit')}
      </button>
    </form>
  );
}

/** An eye, crossed out while the password is shown (pressing again hides it). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
