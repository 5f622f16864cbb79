// The back office's sign-in form (/admin/login): username and password (both required), a show/hide
// toggle for the password, the server's refusal in an alert (or 'Invalid username or password'; with
// the wait after too many failures), 'Signing in...' and disabled while busy; signed in → /admin/quotes.
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { fillPlaceholders } from '../../../worker/contract/i18n/placeholders.ts';
import { FIELD_LIMITS } from '../../../worker/contract/limits.ts';
import { api, apiFailure } from '../../lib/api-client.ts';
import type { LoginTexts } from './messages.ts';
import './admin.css';

export interface LoginFormProps {
  texts: LoginTexts;
}

/** Where a signed-in administrator starts. */
export const ADMIN_HOME_PATH = '/admin/quotes';

const LIMITS = FIELD_LIMITS.adminLogin;

export default function LoginForm({ texts }: LoginFormProps) {
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

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api.admin.login.$post({ json: { username: username.current?.value ?? '', password: password.current?.value ?? '' } });
      if (answer.ok) {
        window.location.assign(ADMIN_HOME_PATH);
        return;
      }
      const { status, error: refusal } = await apiFailure(answer as unknown as Response);
      const retryAfter = Number(answer.headers.get('Retry-After'));
      setError(
        status === 429 && retryAfter > 0
          ? fillPlaceholders(texts['dashboard.login.wait'], { minutes: Math.ceil(retryAfter / 60) })
          : refusal?.message || texts['dashboard.login.invalid'],
      );
    } catch {
      setError(texts['dashboard.login.unreachable']);
    }
    setBusy(false);
    password.current?.focus();
  };

  return (
    <form method="post" onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-describedby={error ? `${id}-error` : undefined}>
      <div role="alert" id={`${id}-error`} className="empty:hidden">
        {error && <p className="adm-alert">{error}</p>}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-username`} className="form-label">
          {texts['dashboard.login.username']}
        </label>
        <input
          ref={username}
          id={`${id}-username`}
          name="username"
          type="text"
          className="form-control"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.username}
          required
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-password`} className="form-label">
          {texts['dashboard.login.password']}
        </label>
        <div className="flex gap-2">
          <input
            ref={password}
            id={`${id}-password`}
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
            aria-label={texts['dashboard.login.showPassword']}
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            <EyeIcon crossed={showPassword} />
          </button>
        </div>
      </div>
      <button type="submit" className="btn btn-navy mt-2 w-full" disabled={busy || !ready} aria-busy={busy || undefined}>
        {busy ? texts['dashboard.login.submitting'] : texts['dashboard.login.submit']}
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
