import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { idBuilder } from '@/i18n/id-builder';
import { idHub } from '@/i18n/id-hub';

// The hub on a phone (docs/product.md §2, decision 064): the section's form comes first and the live preview below
// it, with 'See Full Page' (the previewed page on its own) and the way back to the form. A floating 'Lihat
// pratinjau' brings the preview into view in one tap, wherever the giver is in the form.

const t = idBuilder.hub;

export function PhonePreview({ id, previewPath, children }: { id: string; previewPath: string; children: ReactNode }) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-heading`} className="mt-4 flex h-full flex-col gap-2 outline-none">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="font-display text-lg font-bold text-rose-700">
          {t.previewHeading}
        </h2>
        <Link to={previewPath} className="btn-secondary min-h-10 px-3 text-sm">
          {idHub.seeFullPage}
        </Link>
      </div>
      <div className="min-h-0 flex-1">{children}</div>
    </section>
  );
}

export function PhonePreviewButton({ previewId }: { previewId: string }) {
  const show = () => {
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
