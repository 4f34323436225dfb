import { useEffect, useRef, useState } from 'react';
import type { LoveMoment } from '@shared/schemas/love-moment';
import { storageUrl } from '@/api/storage-url';

// A card's cover: fills a box the card has already sized (no layout shift), with the stored blurred
// placeholder until the WebP thumbnail (or, on wide or dense screens, the display size) has loaded.

/** The card is at most a third of 1280 px wide on a desktop and the full width of a phone. */
const SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
const THUMB_WIDTH = 480;
const DISPLAY_WIDTH = 1600;

interface CoverImageProps {
  moment: LoveMoment;
  alt: string;
}

export function CoverImage({ moment, alt }: CoverImageProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  const thumb = moment.cover_thumb ?? moment.cover_image;

  useEffect(() => {
    // From the memory cache an image may be complete before React listens for its load event.
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);

  if (!thumb) return <NoCover />;

  const srcSet =
    moment.cover_thumb && moment.cover_display
      ? `${storageUrl(moment.cover_thumb)} ${THUMB_WIDTH}w, ${storageUrl(moment.cover_display)} ${DISPLAY_WIDTH}w`
      : undefined;

  return (
    <div className="absolute inset-0 bg-rose-100">
      {!loaded && (
        <div
          aria-hidden="true"
          data-testid="cover-placeholder"
          className="absolute inset-0 scale-110 bg-gradient-to-br from-rose-200 to-pink-100 bg-cover bg-center blur-md"
          style={moment.cover_placeholder ? { backgroundImage: `url("${moment.cover_placeholder}")` } : undefined}
        />
      )}
      <img
        ref={imgRef}
        src={storageUrl(thumb)}
        srcSet={srcSet}
        sizes={srcSet ? SIZES : undefined}
        alt={alt}
        loading="lazy"
        decoding="async"
        draggable={false}
        onLoad={() => setLoaded(true)}
        className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-300 motion-reduce:transition-none ${
          loaded ? 'opacity-100' : 'opacity-0'
        }`}
      />
    </div>
  );
}

/** A moment saved without a cover: a soft heart instead of an empty box. */
function NoCover() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-rose-200 via-pink-100 to-rose-100"
    >
      <svg viewBox="0 0 24 24" className="size-24 text-rose-400/80" fill="currentColor">
        <path
          d={
            'M12 21s-7.5-4.6-10-9.3C.4 8.6 2.1 4.5 6 4.1c2.1-.2 3.8.9 6 3.3 ' +
            '2.2-2.4 3.9-3.5 6-3.3 3.9.4 5.6 4.5 4 7.6C19.5 16.4 12 21 12 21z'
          }
        />
      </svg>
    </div>
  );
}
