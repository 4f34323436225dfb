import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { toast, useLoadFailure } from '@/lib/toast';
import { FEATURE_TOAST_MS } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import { useFeatures } from '@/api/features';
import { mainGiftStatusQueryOptions } from '@/api/main-gift';
import { id } from '@/i18n/id';
import { idMenu } from '@/i18n/id-menu';
import { playSound } from '@/lib/sounds';
import { CloseIcon, GiftIcon, HeartIcon, MENU_ICONS, PencilIcon } from './menu-icons';
import { MENU_ITEM_PATHS, menuItems, ringOffsets, type MenuItemId } from './menu-layout';
import { useLeaving } from './use-leaving';
import { useWideLayout } from './use-wide-layout';
import './feature-menu.css';

// The feature menu (docs/product.md §2 /features): a heart in the middle. The first tap opens the selected
// features around it (a vertical list on phones, fixed places on wider screens); with the menu open the
// heart is Main Gift, which opens when the server says so: after a perfect quiz, or when there is no quiz
// or no Mini Games to play (§5). 'Tutup' or Escape closes the menu. The icons fly out and
// back in CSS (feature-menu.css, decision 019).

const t = idMenu;

export default function FeatureMenuPage() {
  const features = useFeatures();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const wide = useWideLayout();
  const menuId = useId();
  const hintId = useId();
  const heartRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  // Closed, the icons and 'Tutup' stay a moment to fly back (feature-menu.css), then leave the page.
  const leaving = useLeaving(open);
  // The tap's own frame shows the heart's answer (it grows, its words change); the items and 'Tutup' are drawn in
  // the render after it, which React does in slices between frames: a slow phone paints the tap at once instead of
  // after laying out every item (decision 098).
  const shown = useDeferredValue(open || leaving);

  useLoadFailure(features, 'GET /api/features', t.loadFailed);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      heartRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const title = features.data?.title ?? (features.isPending ? '' : t.defaultTitle);
  const items = menuItems(features.data?.selectedFeatures ?? []);

  const close = () => {
    setOpen(false);
    heartRef.current?.focus();
  };

  const openMainGift = async () => {
    if (checking) return;
    setChecking(true);
    try {
      const status = await queryClient.fetchQuery(mainGiftStatusQueryOptions());
      if (!status.locked) {
        playSound('success');
        navigate(ROUTES.mainGift);
      } else {
        playSound('error');
        toast(t.locked, { id: 'main-gift-locked', duration: FEATURE_TOAST_MS });
      }
    } catch (error) {
      console.error('GET /api/main-gift/status failed', error);
      toast.error(t.checkFailed, { id: 'main-gift-check-failed', icon: '' });
    } finally {
      setChecking(false);
    }
  };

  const onHeart = () => {
    if (open) {
      void openMainGift();
      return;
    }
    playSound('click');
    setOpen(true);
  };

  return (
    <main className="relative flex min-h-dvh flex-col items-center overflow-x-hidden px-4 pt-20 pb-12 sm:pt-16 short:pt-4">
      <title>{`${title || t.defaultTitle} · ${id.appName}`}</title>
      <Link to={ROUTES.editPages} className="btn-secondary absolute top-4 right-4 min-h-10 gap-2 px-4 text-sm">
        <PencilIcon className="size-4" />
        {t.editPage}
      </Link>

      <h1 className="font-display min-h-10 text-center text-3xl font-bold tracking-wide text-rose-700 sm:text-4xl lg:text-5xl">{title}</h1>
      <p id={hintId} className="mt-2 text-center text-sm text-rose-900/70 sm:text-base" aria-live="polite">
        {features.isPending ? t.loading : open ? t.giftHint : t.openHint}
      </p>

      <div
        className={
          wide
            ? 'relative mt-4 flex min-h-[30rem] w-full flex-1 items-center justify-center short:min-h-[22rem]'
            : 'mt-8 flex w-full flex-col items-center'
        }
        data-layout={wide ? 'ring' : 'list'}
      >
        <HeartButton ref={heartRef} open={open} busy={checking} wide={wide} menuId={menuId} hintId={hintId} onClick={onHeart} />
        <MenuItems id={menuId} shown={shown} leaving={leaving} items={items} wide={wide} />
      </div>

      {shown && (
        <button
          type="button"
          onClick={close}
          inert={leaving}
          data-leaving={leaving || undefined}
          className="menu-close btn-secondary mt-8 gap-2"
          aria-controls={menuId}
        >
          <CloseIcon className="size-4" />
          {t.close}
        </button>
      )}
    </main>
  );
}

interface HeartButtonProps {
  ref: React.Ref<HTMLButtonElement>;
  open: boolean;
  busy: boolean;
  wide: boolean;
  menuId: string;
  hintId: string;
  onClick: () => void;
}

function HeartButton({ ref, open, busy, wide, menuId, hintId, onClick }: HeartButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-expanded={open}
      aria-controls={menuId}
      aria-describedby={hintId}
      aria-busy={busy || undefined}
      data-testid="menu-heart"
      className={`menu-heart relative z-10 flex shrink-0 flex-col items-center justify-center rounded-full text-white ${
        wide ? 'size-44 short:size-36 lg:size-52' : 'size-40'
      } ${busy ? 'cursor-wait' : 'cursor-pointer'}`}
    >
      {/* The shadow is the heart's alone: a filter on the button would widen its words' painted area
          ~20 times, and Chrome would take "Main Gift" as the page's largest paint (decision 034). */}
      <HeartIcon
        className={
          'absolute inset-0 size-full text-rose-500 ' +
          `drop-shadow-[0_14px_24px_rgb(244_63_94/0.35)] ${open ? '' : 'motion-safe:animate-[pulse_2.5s_ease-in-out_infinite]'}`
        }
      />
      <span className="relative -mt-4 flex flex-col items-center gap-1">
        <GiftIcon className="size-8 sm:size-9" />
        <span className="text-sm font-bold tracking-wide sm:text-base">{t.mainGift}</span>
      </span>
    </button>
  );
}

interface MenuItemsProps {
  id: string;
  /** Open, or closing while the icons fly back. */
  shown: boolean;
  leaving: boolean;
  items: MenuItemId[];
  wide: boolean;
}

function MenuItems({ id: listId, shown, leaving, items, wide }: MenuItemsProps) {
  const offsets = ringOffsets(items.length);
  return (
    <ul
      id={listId}
      aria-label={t.menuLabel}
      className={wide ? 'pointer-events-none absolute inset-0' : 'mt-6 flex w-full max-w-xs flex-col gap-3'}
    >
      {shown &&
        items.map((item, index) => {
          const Icon = MENU_ICONS[item];
          const offset = offsets[index] ?? { x: 0, y: 0 };
          const place = { '--x': `${offset.x}px`, '--y': `${offset.y}px`, '--i': index } as React.CSSProperties;
          return (
            <li
              key={item}
              style={place}
              data-leaving={leaving || undefined}
              inert={leaving}
              className={
                wide
                  ? 'menu-ring-item pointer-events-auto absolute top-1/2 left-1/2 -mt-14 -ml-14 flex w-28 justify-center'
                  : 'menu-list-item w-full'
              }
              data-testid={`menu-item-${item}`}
            >
              <Link
                to={MENU_ITEM_PATHS[item]}
                className={
                  wide
                    ? 'group flex w-28 flex-col items-center gap-2 rounded-3xl p-1 text-center font-semibold text-rose-800'
                    : 'flex min-h-14 w-full items-center gap-4 rounded-2xl border border-rose-100 bg-white/90 px-5 ' +
                      'py-3 font-semibold text-rose-800 shadow-md shadow-rose-200/50 transition hover:bg-rose-50'
                }
              >
                <span
                  className={
                    wide
                      ? 'flex size-20 items-center justify-center rounded-full border border-rose-100 bg-white ' +
                        'text-rose-500 shadow-lg shadow-rose-200/60 transition group-hover:scale-105 group-hover:bg-rose-50'
                      : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-500'
                  }
                >
                  <Icon className={wide ? 'size-9' : 'size-6'} />
                </span>
                <span>{t.items[item]}</span>
              </Link>
            </li>
          );
        })}
    </ul>
  );
}
