// An excursion's photos: the first one large, the others as 96 × 72 thumbnails, all complete in the
// server's HTML. Any of them opens the full-screen lightbox (a modal <dialog>: focus stays inside and
// returns to the photo that opened it; Escape closes; the arrow keys, the buttons and a sideways
// swipe move through the photos, wrapping around; counter 'n / total').
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { THUMBNAIL_SIZE_PX } from '../../../worker/contract/constants.ts';
import type { ExcursionPicture } from '../../../worker/contract/schemas/excursions.ts';
import { sayerOf } from '../../../worker/contract/i18n/translate.ts';
import { keepFocusInside } from './keep-focus-inside.ts';
import { useLiveMarker } from './use-live-marker.ts';
import { keyStep, steppedIndex, swipeStep, type LightboxStep } from './lightbox-navigation.ts';
import type { GalleryLabels, Say } from './messages.ts';
import { Picture } from './picture.tsx';
import './excursion.css';

export interface ExcursionGalleryProps {
  /** The excursion's title: the lightbox is named after it. */
  title: string;
  /** In display order; the first is the large one. */
  pictures: ExcursionPicture[];
  /** galleryLabels(lang), picked by the page. */
  labels: GalleryLabels;
  /** How wide the main image is drawn, for choosing among its sources. */
  sizes?: string;
}

type GallerySay = Say<keyof GalleryLabels>;

export default function ExcursionGallery({ title, pictures, labels, sizes = '(min-width: 1024px) 56rem, 100vw' }: ExcursionGalleryProps) {
  const [shown, setShown] = useState<number | null>(null);
  /** The button that opened the lightbox: it gets the focus back. */
  const opener = useRef<HTMLElement | null>(null);
  const say: GallerySay = sayerOf(labels);
  const root = useLiveMarker<HTMLDivElement>();
  const first = pictures[0];
  if (!first) return null;
  const total = pictures.length;

  const open = (index: number, button: HTMLElement) => {
    opener.current = button;
    setShown(index);
  };
  const closed = () => {
    setShown(null);
    opener.current?.focus();
  };

  return (
    <div ref={root}>
      <button type="button" className="ex-gallery-main" onClick={(event) => open(0, event.currentTarget)}>
        <Picture picture={first} sizes={sizes} loading="eager" fetchPriority="high" first />
        <span className="ex-gallery-badge" aria-hidden="true">
          <ExpandIcon />
          {total > 1 && `1 / ${total}`}
        </span>
        <span className="sr-only">{say('excursion.gallery.open', { n: 1, total })}</span>
      </button>

      {total > 1 && (
        <ul className="ex-thumbs" aria-label={say('excursion.gallery.thumbnails')}>
          {pictures.map((picture, index) => (
            <li key={index}>
              <button
                type="button"
                className="ex-thumb"
                style={{ width: THUMBNAIL_SIZE_PX.width, height: THUMBNAIL_SIZE_PX.height }}
                aria-label={say('excursion.gallery.open', { n: index + 1, total })}
                onClick={(event) => open(index, event.currentTarget)}
              >
                <Picture
                  picture={picture}
                  sizes={`${THUMBNAIL_SIZE_PX.width}px`}
                  loading="lazy"
                  alt=""
                  width={THUMBNAIL_SIZE_PX.width}
                  height={THUMBNAIL_SIZE_PX.height}
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      {shown !== null && <Lightbox title={title} pictures={pictures} index={shown} onIndex={setShown} onClosed={closed} say={say} />}
    </div>
  );
}

interface LightboxProps {
  title: string;
  pictures: ExcursionPicture[];
  index: number;
  onIndex: (index: number) => void;
  /** After the dialog has closed (Escape, the Close button). */
  onClosed: () => void;
  say: GallerySay;
}

function Lightbox({ title, pictures, index, onIndex, onClosed, say }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  /** Where the finger (or pen, or mouse) went down. */
  const swipeStart = useRef<{ x: number; y: number; pointer: number } | null>(null);
  const total = pictures.length;
  const picture = pictures[index] ?? pictures[0]!;

  useLayoutEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const go = (step: LightboxStep) => onIndex(steppedIndex(index, total, step));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    keepFocusInside(event);
    const step = total > 1 ? keyStep(event.key) : null;
    if (!step) return;
    event.preventDefault();
    go(step);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.isPrimary) swipeStart.current = { x: event.clientX, y: event.clientY, pointer: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointer !== event.pointerId || total < 2) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step) go(step);
  };

  return (
    <dialog ref={dialog} className="ex-lightbox on-dark" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown} onClose={onClosed}>
      <div className="ex-lightbox-bar">
        <h2 id={`${id}-title`} className="sr-only">
          {say('excursion.gallery.dialog', { title })}
        </h2>
        <p className="ex-lightbox-counter" aria-live="polite" aria-atomic="true">
          <span aria-hidden="true">{`${index + 1} / ${total}`}</span>
          <span className="sr-only">{say('excursion.gallery.position', { n: index + 1, total })}</span>
        </p>
        <button type="button" className="ex-lightbox-button" aria-label={say('excursion.gallery.close')} onClick={() => dialog.current?.close()}>
          <CloseIcon />
        </button>
      </div>
      <div className="ex-lightbox-stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)}>
        <Picture key={index} picture={picture} sizes="100vw" loading="eager" />
        {total > 1 && (
          <>
            <button
              type="button"
              className="ex-lightbox-button ex-lightbox-nav ex-lightbox-previous"
              aria-label={say('excursion.gallery.previous')}
              onClick={() => go('previous')}
            >
              <ChevronIcon direction="previous" />
            </button>
            <button
              type="button"
              className="ex-lightbox-button ex-lightbox-nav ex-lightbox-next"
              aria-label={say('excursion.gallery.next')}
              onClick={() => go('next')}
            >
              <ChevronIcon direction="next" />
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

function ExpandIcon() {
  return (
    <svg {...iconProps}>
      <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg {...iconProps}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

function ChevronIcon({ direction }: { direction: LightboxStep }) {
  return (
    <svg {...iconProps}>
      <path d={direction === 'next' ? 'm9 18 6-6-6-6' : 'm15 18-6-6 6-6'} />
    </svg>
  );
}
