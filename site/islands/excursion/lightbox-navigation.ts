// Moving through the lightbox's photos: arrow keys and horizontal swipes, wrapping around at both
// ends (spec: left/right arrows navigate with wrap-around). Pure, so it is unit-tested.

/** A horizontal swipe at least this long, in CSS pixels, moves to the next or previous photo. */
export const SWIPE_THRESHOLD_PX = 40;

export type LightboxStep = 'next' | 'previous';

/** The photo `step` moves to from `index` among `total`: after the last comes the first, before the first the last. */
export function steppedIndex(index: number, total: number, step: LightboxStep): number {
  if (total <= 0) return 0;
  return (((index + (step === 'next' ? 1 : -1)) % total) + total) % total;
}

/** The step a key asks for: ArrowRight the next photo, ArrowLeft the previous one. */
export function keyStep(key: string): LightboxStep | null {
  if (key === 'ArrowRight') return 'next';
  if (key === 'ArrowLeft') return 'previous';
  return null;
}

/**
 * The step a finger's move asks for, from where it went down to where it came up (`dx`, `dy` in CSS
 * pixels): mostly horizontal and at least the threshold long. Swiping left shows the next photo, as
 * on a phone's photo app; a mostly vertical move is a scroll or nothing.
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): LightboxStep | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
