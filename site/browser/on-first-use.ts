// What makes a form work (its script) loaded when the visitor first reaches for it (pointer, touch,
// focus, key) rather than with the page, so a page that is only being read asks for no script file
// on its first screen's way (decision 048), as the booking wizard's `client:intent` does for islands.
// Nothing the visitor does before it arrives is lost: fields are native and keep what is typed, and
// a submission made meanwhile is held and made again once the script is live.

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

export interface FirstUseOptions {
  /** Load at once: the page opens with something for the script to do (a link's prefilled message). */
  now?: boolean;
  /** A held submission could not be made: the script did not load (offline, a deploy in between). */
  onFailure?: () => void;
}

/** Calls `load` (which enhances `form`) on first use; a later use tries again when it failed. */
export function enhanceOnFirstUse(form: HTMLFormElement, load: () => Promise<void>, options: FirstUseOptions = {}): void {
  let loading: Promise<void> | undefined;
  let held = false;

  const start = () => {
    loading ??= load().then(
      () => {
        form.removeEventListener('submit', hold, true);
        for (const type of INTENT_EVENTS) form.removeEventListener(type, start);
        if (held) {
          held = false;
          form.requestSubmit();
        }
      },
      () => {
        loading = undefined;
        if (held) {
          held = false;
          options.onFailure?.();
        }
      },
    );
  };
  // Before the script, a submission would go nowhere (the form has no action of its own).
  function hold(event: Event) {
    event.preventDefault();
    event.stopImmediatePropagation();
    held = true;
    start();
  }

  form.addEventListener('submit', hold, true);
  for (const type of INTENT_EVENTS) form.addEventListener(type, start, { passive: true });
  if (options.now) start();
}
