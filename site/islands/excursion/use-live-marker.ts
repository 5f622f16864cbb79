// Marks an island's root `data-live` once React has committed it and its effects ran. Astro drops the
// island's `ssr` flag before React commits, so that flag cannot tell when clicks are handled; the
// browser tests wait for this one.
import { useEffect, useRef } from 'react';

export function markLive(element: HTMLElement | null): void {
  element?.setAttribute('data-live', '');
}

/** A ref for the island's root, marked live after the first commit. */
export function useLiveMarker<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => markLive(ref.current), []);
  return ref;
}
