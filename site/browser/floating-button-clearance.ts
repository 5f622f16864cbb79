// The floating WhatsApp button is fixed at the bottom right of the screen. Over a form on a phone it
// sits on whatever passes under it: fields, the summary's Edit buttons, the step's own buttons. On
// the booking page it steps aside (data-tucked, faded out and out of reach) while the wizard's content
// is under it, and comes back above and below the wizard. Without this script it simply stays.

/** The part of `area` that holds content: its box, and horizontally the box of `content` inside its padding. */
function contentBox(area: HTMLElement, content: HTMLElement | null): { left: number; right: number; top: number; bottom: number } {
  const outer = area.getBoundingClientRect();
  if (!content) return outer;
  const inner = content.getBoundingClientRect();
  const style = getComputedStyle(content);
  return {
    left: inner.left + Number.parseFloat(style.paddingLeft),
    right: inner.right - Number.parseFloat(style.paddingRight),
    top: outer.top,
    bottom: outer.bottom,
  };
}

/**
 * Keeps `button` off the content of the element with id `areaId` (looked up each time: the island
 * may replace its markup), inside `container`; `contentSelector` names the area's padded card, whose
 * padding the button may cover (as on a wide screen).
 */
export function keepFloatingButtonClear(button: HTMLElement, container: HTMLElement, areaId: string, contentSelector: string): void {
  let queued = false;
  const update = () => {
    queued = false;
    const area = document.getElementById(areaId);
    if (!area) return;
    const own = button.getBoundingClientRect();
    const box = contentBox(area, area.querySelector<HTMLElement>(contentSelector));
    const under = box.left < own.right && box.right > own.left && box.top < own.bottom && box.bottom > own.top;
    button.toggleAttribute('data-tucked', under);
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };
  window.addEventListener('scroll', queue, { passive: true });
  window.addEventListener('resize', queue);
  // The wizard grows and shrinks with its steps.
  new ResizeObserver(queue).observe(container);
  update();
}
