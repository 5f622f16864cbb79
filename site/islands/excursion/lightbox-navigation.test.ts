import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, keyStep, steppedIndex, swipeStep } from './lightbox-navigation.ts';

describe('the lightbox navigation', () => {
  it('moves one photo at a time and wraps around at both ends', () => {
    expect(steppedIndex(0, 4, 'next')).toBe(1);
    expect(steppedIndex(3, 4, 'next')).toBe(0);
    expect(steppedIndex(0, 4, 'previous')).toBe(3);
    expect(steppedIndex(2, 4, 'previous')).toBe(1);
    expect(steppedIndex(0, 1, 'next')).toBe(0);
    expect(steppedIndex(0, 0, 'next')).toBe(0);
  });

  it('reads ArrowRight as next and ArrowLeft as previous, nothing else', () => {
    expect(keyStep('ArrowRight')).toBe('next');
    expect(keyStep('ArrowLeft')).toBe('previous');
    expect(keyStep('ArrowUp')).toBeNull();
    expect(keyStep('Enter')).toBeNull();
  });

  it('takes a swipe to the left for the next photo and to the right for the previous one', () => {
    expect(swipeStep(-SWIPE_THRESHOLD_PX, 0)).toBe('next');
    expect(swipeStep(120, 10)).toBe('previous');
  });

  it('ignores a move shorter than the threshold or mostly vertical', () => {
    expect(swipeStep(-(SWIPE_THRESHOLD_PX - 1), 0)).toBeNull();
    expect(swipeStep(60, 80)).toBeNull();
    expect(swipeStep(60, -60)).toBeNull();
    expect(swipeStep(0, 0)).toBeNull();
  });
});
