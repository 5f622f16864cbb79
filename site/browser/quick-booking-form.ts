// Enhances the home quick booking form once the visitor starts using it (a first focus or touch,
// before any picker opens; not when the browser is idle, which still fell inside the page's load
// and cost a long task: the Paris clock's first use loads the time-zone data, decision 048):
// the date picker starts at the earliest pickup allowed (now + 36 h, Paris time), and so does the
// time on that first day. The form itself works without this script.
import { earliestPickup, latestBookingDate } from '../../worker/contract/paris-time.ts';

export function enhanceQuickBookingForm(form: HTMLFormElement): void {
  const date = form.elements.namedItem('pickupDate') as HTMLInputElement | null;
  const time = form.elements.namedItem('pickupTime') as HTMLInputElement | null;
  if (!date || !time) return;

  const applyLimits = () => {
    const earliest = earliestPickup(new Date());
    date.min = earliest.date;
    date.max = latestBookingDate(new Date());
    time.min = date.value === earliest.date ? earliest.time : '';
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    applyLimits();
    date.addEventListener('change', applyLimits);
    // The page may stay open for hours: refresh the limits whenever the visitor comes back to it.
    form.addEventListener('focusin', applyLimits);
  };
  form.addEventListener('focusin', start, { once: true });
  form.addEventListener('pointerdown', start, { once: true });
}
