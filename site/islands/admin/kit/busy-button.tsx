// A button whose action takes a while: disabled and marked busy meanwhile, its words saying what is
// under way ('Resending...') when it has such words.
import type { ReactNode } from 'react';

export interface BusyButtonProps {
  busy: boolean;
  children: ReactNode;
  /** What the button says while busy; its usual words otherwise. */
  busyLabel?: string;
  look?: 'primary' | 'quiet' | 'danger';
  /** Disabled for another reason too (the island not running yet, another action under way). */
  disabled?: boolean;
  /** Without it, the button submits its form. */
  onClick?(): void;
}

export function BusyButton({ busy, children, busyLabel, look = 'primary', disabled = false, onClick }: BusyButtonProps) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={`adm-button adm-button-${look}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
