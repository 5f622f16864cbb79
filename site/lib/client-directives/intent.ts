// `client:intent`: hydrates an island when the visitor first reaches for it (pointer, touch, focus,
// key), so a page that is only being looked at downloads no framework. When the page opens with
// something to restore (a query string, or saved state under the given sessionStorage key), it
// hydrates at once, since the pre-rendered markup cannot show that state.
//
// What the visitor does before hydration is not lost: typing happens in the pre-rendered native
// fields (the island adopts those values), and the last button click or form submission is held
// and replayed on the same element once the island is live.
import type { ClientDirective } from 'astro';

export interface IntentOptions {
  /** sessionStorage key whose presence means there is state to restore. */
  restoreKey?: string;
}

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function hasStateToRestore(options: IntentOptions): boolean {
  if (window.location.search.length > 1) return true;
  try {
    return Boolean(options.restoreKey && window.sessionStorage.getItem(options.restoreKey));
  } catch {
    return false;
  }
}

const intent: ClientDirective = (load, opts, el) => {
  const options = (typeof opts.value === 'object' && opts.value !== null ? opts.value : {}) as IntentOptions;
  let started = false;
  let heldClick: HTMLElement | null = null;
  let heldSubmit: HTMLFormElement | null = null;

  // Only buttons wait for the island: native fields (radios, checkboxes, their labels) work as they are.
  const holdClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = button;
  };
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    heldSubmit = event.target instanceof HTMLFormElement ? event.target : null;
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const name of INTENT_EVENTS) el.removeEventListener(name, start, true);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', holdClick, true);
    el.removeEventListener('submit', holdSubmit, true);
    // Let React attach its handlers, then replay what the visitor asked for meanwhile.
    requestAnimationFrame(() => {
      if (heldSubmit?.isConnected) heldSubmit.requestSubmit();
      else if (heldClick?.isConnected) heldClick.click();
    });
  };

  if (hasStateToRestore(options)) {
    void start();
    return;
  }
  el.addEventListener('click', holdClick, true);
  el.addEventListener('submit', holdSubmit, true);
  for (const name of INTENT_EVENTS) el.addEventListener(name, start, { capture: true, passive: true });
};

export default intent;
