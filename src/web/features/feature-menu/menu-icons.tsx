import type { MenuItemId } from './menu-layout';

// The menu's icons, drawn inline: no icon font or image request on the way to the menu.

interface IconProps {
  className?: string;
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function HeartIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={
          'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 ' +
          '2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z'
        }
      />
    </svg>
  );
}

export function GiftIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" {...stroke}>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
      <path d="M12 8S10.5 3 7.8 3.6C6 4 6.2 6.6 8 7.4 9.3 8 12 8 12 8zM12 8s1.5-5 4.2-4.4C18 4 17.8 6.6 16 7.4 14.7 8 12 8 12 8z" />
    </svg>
  );
}

function GalleryIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" {...stroke}>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <circle cx="8.5" cy="9.5" r="1.8" />
      <path d="M21 16l-5.2-5.2a1 1 0 0 0-1.4 0L6 19" />
    </svg>
  );
}

function PlansIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" {...stroke}>
      <rect x="4" y="3.5" width="16" height="17" rx="2.5" />
      <path d="M8 9l1.5 1.5L12 8M8 15l1.5 1.5L12 14M14.5 9.5H17M14.5 15.5H17" />
    </svg>
  );
}

function GamesIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" {...stroke}>
      <path
        d={'M7.5 7h9a4.5 4.5 0 0 1 4.4 5.4l-.9 4.3a2.3 2.3 0 0 1-4 1l-1.8-2.2h-4.4L8 17.7a2.3 2.3 0 0 1-4-1l-.9-4.3A4.5 4.5 0 0 1 7.5 7z'}
      />
      <path d="M8 10v3.5M6.3 11.8h3.5" />
      <circle cx="15.5" cy="11" r=".6" fill="currentColor" />
      <circle cx="17.3" cy="13" r=".6" fill="currentColor" />
    </svg>
  );
}

function LetterIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" {...stroke}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </svg>
  );
}

export function PencilIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" {...stroke}>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4" />
    </svg>
  );
}

/** A speech bubble holding a heart: the recipient's reply. */
function ReplyIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" {...stroke}>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M9.5 9.2a1.3 1.3 0 0 1 2.5-.5 1.3 1.3 0 0 1 2.5.5c0 1.4-2.5 3-2.5 3s-2.5-1.6-2.5-3z" />
    </svg>
  );
}

/** Two speech bubbles, one with a star: wishes from friends and family. */
function WishesIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" {...stroke}>
      <path d="M3 4h12v8H8l-3 3v-3H3z" />
      <path d="M18 9h3v8h-2v3l-3-3h-5v-2" />
      <path d="M9 6l.7 1.4 1.5.2-1.1 1 .3 1.5L9 9.4l-1.4.7.3-1.5-1.1-1 1.5-.2z" />
    </svg>
  );
}

/** A small journal page with a heart: Momen Hati, the moments both partners keep. */
function MomentsIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" {...stroke}>
      <path d="M6 3h10l3 3v15H6z" />
      <path d="M9 17h7" />
      <path d="M10 10.2a1.3 1.3 0 0 1 2.5-.5 1.3 1.3 0 0 1 2.5.5c0 1.4-2.5 3-2.5 3s-2.5-1.6-2.5-3z" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" {...stroke}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export const MENU_ICONS: Record<MenuItemId, (props: IconProps) => React.JSX.Element> = {
  gallery: GalleryIcon,
  todo: PlansIcon,
  games: GamesIcon,
  letter: LetterIcon,
  reply: ReplyIcon,
  wishes: WishesIcon,
  moments: MomentsIcon,
};
