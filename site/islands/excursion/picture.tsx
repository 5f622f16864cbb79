// One excursion photo as a <picture>: its modern encodings as <source>s (the browser picks the size
// `sizes` asks for), the original as the <img>, sized when its size is known.
import type { ExcursionPicture } from '../../../worker/contract/schemas/excursions.ts';

interface PictureProps {
  picture: ExcursionPicture;
  /** How wide the image is drawn, for choosing among the sources: '100vw', '96px'… */
  sizes: string;
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** The picture's own text unless given ('' for an image that a button's label already names). */
  alt?: string;
  /** The drawn size, when it is fixed (thumbnails); else the intrinsic size when known. */
  width?: number;
  height?: number;
  /** The page's first photo, which the lazy ones around it wait for (PhotosAfterTheFirst.astro). */
  first?: boolean;
}

export function Picture({ picture, sizes, loading, fetchPriority, alt = picture.alt, width, height, first = false }: PictureProps) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={picture.url}
        alt={alt}
        width={width ?? picture.width ?? undefined}
        height={height ?? picture.height ?? undefined}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={loading === 'lazy' ? 'async' : undefined}
        draggable={false}
        // Element Timing's attribute, which React's types do not list.
        {...(first ? { elementtiming: 'first-photo' } : {})}
      />
    </picture>
  );
}
