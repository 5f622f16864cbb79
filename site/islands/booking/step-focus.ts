// After a step change the new step's heading takes the focus (screen readers announce it, the
// keyboard starts there) and the wizard scrolls to its top. Not on the first load.
import { useEffect, useRef } from 'react';
import { $step } from '../../stores/booking.ts';

export const WIZARD_ID = 'booking-wizard';
let focusPending = false;

/** Called once the wizard has restored its state: from now on every step change moves the focus. */
export function watchStepChanges(): () => void {
  return $step.listen(() => {
    focusPending = true;
  });
}

export function scrollToWizardTop(): void {
  const wizard = document.getElementById(WIZARD_ID);
  if (!wizard) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  wizard.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}

/** For a step's heading (tabIndex -1): takes the focus when the step was just reached. */
export function useStepHeadingFocus() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusPending) return;
    focusPending = false;
    ref.current?.focus({ preventScroll: true });
    scrollToWizardTop();
  }, []);
  return ref;
}
