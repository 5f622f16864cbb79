// Keeps the wizard and the browser in step: the state is saved to sessionStorage on every change
// and restored on load (a reload keeps everything), the home quick form's values prefill step 1
// once, each step change is a history entry (the Back button goes back a step), and a URL never
// shows a step the data does not allow yet.
import {
  $contact,
  $contactConfirmed,
  $measuredRoute,
  $nonce,
  $pickupMoved,
  $ride,
  $send,
  $step,
  $vehicle,
  keepLeadTime,
  onStepChange,
  prefillRide,
  restoreBooking,
  savedBooking,
} from './booking.ts';
import { STORAGE_KEY, readSavedBooking } from './booking-state.ts';
import { allowedStep, furthestStep, quickFormRide, stepFromSearch, urlForStep, withoutQuickForm, type BookingStep } from './booking-url.ts';

let saving = true;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; the wizard then simply forgets on reload.
    return null;
  }
}

function save(): void {
  if (!saving) return;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(savedBooking()));
  } catch {
    // Full or blocked storage: nothing to do, the page keeps working.
  }
}

/** After a successful request: the saved copy is removed and nothing more is saved on this page. */
function forgetBooking(): void {
  saving = false;
  storage()?.removeItem(STORAGE_KEY);
}

/**
 * The step `requested`, or the furthest one the data allows now. A later step first moves a pickup
 * the 36-hour minimum has caught up with (the page was left open, or reopened later), and the step
 * shown says so, instead of falling back to step 1 without a word.
 */
function reachable(requested: BookingStep): BookingStep {
  if (requested !== 'ride') keepLeadTime(requested);
  const { vehicleId } = $vehicle.get();
  const step = allowedStep(requested, furthestStep({ ride: $ride.get(), vehicleId, contactConfirmed: $contactConfirmed.get() }, new Date()));
  const moved = $pickupMoved.get();
  if (moved && moved.step !== step) $pickupMoved.set({ ...moved, step });
  return step;
}

/** Starts the synchronisation; returns the function that stops it. Call once, in the browser. */
export function startBookingSync(): () => void {
  const saved = readSavedBooking(storage()?.getItem(STORAGE_KEY) ?? null);
  if (saved) restoreBooking(saved);

  const url = new URL(window.location.href);
  const quick = quickFormRide(url.searchParams);
  if (quick) prefillRide(quick);

  const step = reachable(stepFromSearch(url.searchParams) ?? 'ride');
  $step.set(step);
  window.history.replaceState({ ...window.history.state, bookingStep: step }, '', urlForStep(withoutQuickForm(url.href), step));
  save();

  // Many edits change several atoms at once: save once per task.
  let pending = false;
  const scheduleSave = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      save();
    });
  };
  const unsubscribers = [$ride, $measuredRoute, $vehicle, $contact, $contactConfirmed, $nonce].map((store) => store.listen(scheduleSave));
  unsubscribers.push($send.listen((send) => send.status === 'success' && forgetBooking()));

  onStepChange((next) => window.history.pushState({ bookingStep: next }, '', urlForStep(window.location.href, next)));

  const onPopState = () => {
    const requested = stepFromSearch(new URL(window.location.href).searchParams) ?? 'ride';
    const next = reachable(requested);
    if (next !== requested) window.history.replaceState({ bookingStep: next }, '', urlForStep(window.location.href, next));
    $step.set(next);
  };
  window.addEventListener('popstate', onPopState);

  return () => {
    unsubscribers.forEach((unsubscribe) => unsubscribe());
    onStepChange(null);
    window.removeEventListener('popstate', onPopState);
  };
}
