import { useMemo } from 'react';
import { qrDrawing } from './qr-path';

// The share link's QR code, drawn in the page as SVG (crisp on screen and in print, nothing fetched).

export function QrCode({ text, label, className, testId }: { text: string; label: string; className?: string; testId?: string }) {
  const { size, path } = useMemo(() => qrDrawing(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid={testId}
      data-qr-text={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
