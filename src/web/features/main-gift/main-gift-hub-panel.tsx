import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@shared/routes';
import { idMainGift } from '@/i18n/id-main-gift';
import { LetterIcon, VideoIcon } from './gift-icons';

// The edit hub's Main Gift section (issue 6): links to the video and letter editors (full pages of their
// own) and the coupon settings, which router.tsx hands in because features never import each other.

const t = idMainGift.hub;

export interface MainGiftHubPanelProps {
  /** The coupon settings form (features/coupon). */
  couponEditor: ReactNode;
}

export function MainGiftHubPanel({ couponEditor }: MainGiftHubPanelProps) {
  const link = 'flex min-h-16 items-center gap-3 rounded-2xl border border-rose-200 bg-white px-4 py-3 transition hover:bg-rose-50';
  return (
    <div className="flex w-full flex-col gap-5">
      <section className="card w-full" aria-labelledby="main-gift-hub-heading">
        <h2 id="main-gift-hub-heading" className="font-display text-2xl font-bold text-rose-700">
          {t.heading}
        </h2>
        <p className="mt-1 text-rose-900/80">{t.intro}</p>
        <nav aria-label={t.editorsLabel} className="mt-4">
          <ul className="grid gap-3 sm:grid-cols-2">
            <li>
              <Link to={ROUTES.editVideoGift} className={link}>
                <VideoIcon />
                <span className="flex flex-col">
                  <span className="font-semibold text-rose-800">{t.editVideo}</span>
                  <span className="text-sm text-rose-900/70">{t.editVideoHint}</span>
                </span>
              </Link>
            </li>
            <li>
              <Link to={ROUTES.editLoveTyping} className={link}>
                <LetterIcon />
                <span className="flex flex-col">
                  <span className="font-semibold text-rose-800">{t.editLetter}</span>
                  <span className="text-sm text-rose-900/70">{t.editLetterHint}</span>
                </span>
              </Link>
            </li>
          </ul>
        </nav>
      </section>
      {couponEditor}
    </div>
  );
}

export default MainGiftHubPanel;
