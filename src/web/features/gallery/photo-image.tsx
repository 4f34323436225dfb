import { useEffect, useRef, useState, type CSSProperties } from 'react';

// A photo whose box is sized before any byte arrives (width/height and aspect-ratio from the stored
// dimensions), with the stored tiny placeholder blurred behind it until the real image has loaded.

interface PhotoImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  /** Width/height of the box; the image covers it. */
  ratio: number;
  placeholder: string | null;
  loading?: 'lazy' | 'eager';
  className?: string;
  /** Extra style of the box, e.g. a width. */
  style?: CSSProperties;
  imgClassName?: string;
}

export function PhotoImage({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  ratio,
  placeholder,
  loading = 'lazy',
  className = '',
  style,
  imgClassName = 'object-cover',
}: PhotoImageProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    // From the memory cache an image may be complete before React listens for its load event.
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);

  const boxStyle: CSSProperties = { ...style, aspectRatio: String(ratio) };
  return (
    <div className={`relative overflow-hidden bg-rose-100 ${className}`} style={boxStyle}>
      {placeholder && !loaded && (
        <div
          aria-hidden="true"
          className="absolute inset-0 scale-110 bg-cover bg-center blur-md"
          style={{ backgroundImage: `url("${placeholder}")` }}
        />
      )}
      <img
        ref={imgRef}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        onLoad={() => setLoaded(true)}
        className={`relative h-full w-full transition-opacity duration-300 ${loaded ? 'opacity-100' : 'opacity-0'} ${imgClassName}`}
      />
    </div>
  );
}
