// Small line icons of the gallery, drawn inline (no icon library on the page). Decorative: the buttons
// that hold them carry the accessible names.

const base = { 'aria-hidden': true, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;
const line = { strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function PencilIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path {...line} d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />
    </svg>
  );
}

export function TrashIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path {...line} d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

export function DownloadIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path {...line} d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 20h14" />
    </svg>
  );
}

export function UploadIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path {...line} d="M12 16V5m0 0L7.5 9.5M12 5l4.5 4.5M5 20h14" />
    </svg>
  );
}

export function CloseIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path {...line} d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function ChevronIcon({ direction, className = 'size-5' }: { direction: 'left' | 'right'; className?: string }) {
  return (
    <svg {...base} className={className}>
      <path {...line} d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

export function FolderIcon({ className = 'size-12' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className={className}>
      <path d="M4 12a4 4 0 0 1 4-4h11l5 5h16a4 4 0 0 1 4 4v3H4v-8Z" fill="#fb7185" />
      <path d="M4 18h40v18a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V18Z" fill="#fda4af" />
      <path d="M24 36s-7-4.2-7-9a3.6 3.6 0 0 1 7-1.3A3.6 3.6 0 0 1 31 27c0 4.8-7 9-7 9Z" fill="#fff" />
    </svg>
  );
}

/** The pin that holds each photo card to the board (docs/product.md §2 "Photo card: pin icon"). */
export function PinIcon({ className = 'size-7' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <path d="M16 18v11" stroke="#9f1239" strokeWidth="2" strokeLinecap="round" />
      <circle cx="16" cy="11" r="8" fill="#f43f5e" />
      <circle cx="13" cy="8.5" r="2.5" fill="#fecdd3" />
    </svg>
  );
}
