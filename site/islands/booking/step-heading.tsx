import type { ReactNode } from 'react';
import { useStepHeadingFocus } from './step-focus.ts';

/** The h2 of a step; focused when the step is reached. */
export function StepHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useStepHeadingFocus();
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="text-2xl text-navy-950 outline-none sm:text-3xl">
      {children}
    </h2>
  );
}

/** The message at the top of a step (role=alert so it is announced when it appears). */
export function StepAlert({ message, id }: { message: string | null; id?: string }) {
  return (
    <div role="alert" id={id} className="empty:hidden">
      {message && <p className="bk-alert">{message}</p>}
    </div>
  );
}
