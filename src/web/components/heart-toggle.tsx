import type { HeartTarget } from '@shared/schemas/replies';
import { toast } from '@/lib/toast';
import { useHearts, useToggleHeart } from '@/api/hearts';
import { useSession } from '@/api/session';
import { idHearts } from '@/i18n/id-hearts';

// The recipient's heart on a photo or a love moment (decision 043): a toggle button (aria-pressed) named for
// its item, with the count beside it. The giver's preview shows the count; the button is theirs to look at,
// not to press (the server gives hearts to the recipient's session only).

const t = idHearts;

export interface HeartToggleProps {
  target: HeartTarget;
  id: number;
  /** The item's title, in the button's name. */
  title: string;
  className?: string;
}

export function HeartToggle({ target, id, title, className = '' }: HeartToggleProps) {
  const session = useSession();
  const hearts = useHearts();
  const toggle = useToggleHeart({ onError: (failure) => toast.error(failure.message) });
  const isGiver = session.data?.role === 'editor';
  const pressed = hearts.data?.mine[target].includes(id) ?? false;
  const count = hearts.data?.[target][String(id)] ?? 0;

  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-white/90 py-0.5 pr-3 pl-0.5 text-rose-700 shadow-md ${className}`}
      data-testid="heart"
    >
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={t.label(title)}
        aria-disabled={isGiver || undefined}
        title={isGiver ? t.giverOnly : t.label(title)}
        onClick={(event) => {
          // On a flip card the heart is its own control, not a tap on the card.
          event.stopPropagation();
          if (isGiver || toggle.isPending) return;
          toggle.mutate({ target, id });
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') event.stopPropagation();
        }}
        className={
          'flex size-10 items-center justify-center rounded-full text-rose-600 transition hover:bg-rose-50 aria-disabled:cursor-default'
        }
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
          <path
            fill={pressed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={1.8}
            d={
              'M12 20.5l-1.3-1.2C6 15.1 3 12.3 3 8.9 3 6.1 5.2 4 7.9 4c1.6 0 3.1.7 4.1 1.9C13 4.7 ' +
              '14.5 4 16.1 4 18.8 4 21 6.1 21 8.9c0 3.4-3 6.2-7.7 10.4L12 20.5z'
            }
          />
        </svg>
      </button>
      <span className="text-sm font-semibold tabular-nums" data-testid="heart-count">
        {t.count(count)}
      </span>
    </span>
  );
}
