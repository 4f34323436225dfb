import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from '@/lib/router';
import { idBuilder } from '@/i18n/id-builder';
import { idHub } from '@/i18n/id-hub';

// The hub on a phone (docs/product.md §2, decision 064): the section's form comes first and the live preview below
// it, with 'See Full Page' (the previewed page on its own) and the way back to the form. A floating 'Lihat
// pratinjau' brings the preview into view in one tap, wherever the giver is in the form.
//
// The preview is the recipient's whole app in a frame, which on a phone runs on the hub's own main thread and
// doubles the hub's work (decision 096). So on a phone it loads when the giver comes to it: 'Tampilkan pratinjau' in
// its place, the floating button, or scrolling to it (half of it in view after the giver has scrolled). Once shown it
// stays for the rest of the visit (this tab, a reload included), following the sections as on a desktop.

const t = idBuilder.hub;
const SHOWN_KEY = 'kado.hub-preview-shown';

/** Whether the giver has asked for the phone's preview in this tab, and the way to ask. */
export function usePhonePreviewShown(): [boolean, () => void] {
  const [shown, setShown] = useState(() => {
    try {
      return sessionStorage.getItem(SHOWN_KEY) === 'yes';
    } catch {
      return false;
    }
  });
  const show = useCallback(() => {
    setShown(true);
    try {
      sessionStorage.setItem(SHOWN_KEY, 'yes');
    } catch {
      // A browser without storage asks again after a reload.
    }
  }, []);
  return [shown, show];
}

export interface PhonePreviewProps {
  id: string;
  previewPath: string;
  /** Whether the frame is wanted yet; until then a button holds its place. */
  shown: boolean;
  onShow: () => void;
  children: ReactNode;
}

export function PhonePreview({ id, previewPath, shown, onShow, children }: PhonePreviewProps) {
  const section = useRef<HTMLElement>(null);
  useScrolledIntoView(section, shown, onShow);
  return (
    <section ref={section} id={id} tabIndex={-1} aria-labelledby={`${id}-heading`} className="mt-4 flex h-full flex-col gap-2 outline-none">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="font-display text-lg font-bold text-rose-700">
          {t.previewHeading}
        </h2>
        <Link to={previewPath} className="btn-secondary min-h-10 px-3 text-sm">
          {idHub.seeFullPage}
        </Link>
      </div>
      <div className="min-h-0 flex-1">
        {shown ? (
          children
        ) : (
          <div
            className={
              'flex size-full flex-col items-center justify-start gap-3 rounded-2xl border border-dashed border-rose-200 ' +
              'bg-white/70 p-4 pt-8 text-center'
            }
          >
            <p className="text-sm text-rose-900/75">{t.previewWaits}</p>
            <button type="button" className="btn-primary min-h-11 px-4" onClick={onShow}>
              {t.showPreview}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * Calls `onShow` once the giver has scrolled the form and half of `target` is in view. Not before a scroll: while a
 * section's form is still loading, the preview's place sits high on the screen without the giver having looked for it.
 */
function useScrolledIntoView(target: RefObject<HTMLElement | null>, shown: boolean, onShow: () => void) {
  const latestOnShow = useRef(onShow);
  useEffect(() => {
    latestOnShow.current = onShow;
  }, [onShow]);
  useEffect(() => {
    const element = target.current;
    const scroller = element?.closest('main');
    if (shown || !element || !scroller || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | null = null;
    const arm = () => {
      scroller.removeEventListener('scroll', arm);
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latestOnShow.current();
        },
        { threshold: 0.5 },
      );
      observer.observe(element);
    };
    scroller.addEventListener('scroll', arm, { passive: true });
    return () => {
      scroller.removeEventListener('scroll', arm);
      observer?.disconnect();
    };
  }, [target, shown]);
}

export function PhonePreviewButton({ previewId, onShow }: { previewId: string; onShow: () => void }) {
  const show = () => {
    onShow();
    const target = document.getElementById(previewId);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };
  return (
    // Sits in the bottom bar's free right end, off the preview (whose page has controls at its foot).
    <button
      type="button"
      onClick={show}
      aria-label={t.preview}
      title={t.preview}
      className={
        'fixed right-2 bottom-[calc(0.5rem+env(safe-area-inset-bottom))] z-30 flex size-12 items-center justify-center rounded-full ' +
        'bg-rose-500 text-white shadow-lg shadow-rose-300/60 transition hover:bg-rose-600 active:scale-95'
      }
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2.2} aria-hidden="true">
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
      </svg>
    </button>
  );
}
