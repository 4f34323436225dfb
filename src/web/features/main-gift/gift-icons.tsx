// The gift choice's icons, drawn (an emoji font is not on every device).

const common = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-8 shrink-0 text-rose-500',
} as const;

export function VideoIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="6" width="13" height="12" rx="2.5" />
      <path d="M16 10.5l5-3v9l-5-3z" />
      <path
        d="M8.5 10.2c.6-.9 2.2-.7 2.2.6 0 1.1-1.6 2-2.2 2.4-.6-.4-2.2-1.3-2.2-2.4 0-1.3 1.6-1.5 2.2-.6z"
        fill="currentColor"
        stroke="none"
      />
    </svg>
  );
}

export function LetterIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="M3.5 7l8.5 6 8.5-6" />
      <path
        d="M12 17.2c-.5-.4-2.6-1.6-2.6-3 0-1.5 1.9-1.8 2.6-.8.7-1 2.6-.7 2.6.8 0 1.4-2.1 2.6-2.6 3z"
        fill="currentColor"
        stroke="none"
      />
    </svg>
  );
}

export function CouponIcon() {
  return (
    <svg {...common}>
      <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z" />
      <path d="M15 6.5v11" strokeDasharray="1.5 2" />
      <path
        d="M9 10.2c.6-.9 2.2-.7 2.2.6 0 1.1-1.6 2-2.2 2.4-.6-.4-2.2-1.3-2.2-2.4 0-1.3 1.6-1.5 2.2-.6z"
        fill="currentColor"
        stroke="none"
      />
    </svg>
  );
}

/** A speech bubble holding a heart: the recipient's reply. */
export function ReplyIcon() {
  return (
    <svg {...common}>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M9.5 9.2a1.3 1.3 0 0 1 2.5-.5 1.3 1.3 0 0 1 2.5.5c0 1.4-2.5 3-2.5 3s-2.5-1.6-2.5-3z" fill="currentColor" stroke="none" />
    </svg>
  );
}
