import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { MAIN_GIFT_REDIRECT_MS } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import { id } from '@/i18n/id';
import { idMainGift } from '@/i18n/id-main-gift';
import { CouponIcon, LetterIcon, ReplyIcon, VideoIcon } from './gift-icons';

// The gift choice (docs/product.md §2 Main Gift): the video gift shows 'Loading...' and opens after 2 s; the
// letter and the coupon are further options on this page (where they are entered from is Kado's choice). The
// last one, 'Balas Hadiah', is where the recipient answers, whatever the menu holds.

const t = idMainGift.choice;

export default function MainGiftPage() {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const openVideo = () => {
    if (opening) return;
    setOpening(true);
    timer.current = window.setTimeout(() => navigate(ROUTES.videoGift), MAIN_GIFT_REDIRECT_MS);
  };

  const option =
    'flex min-h-20 w-full items-center gap-4 rounded-2xl border border-rose-200 bg-white ' +
    'px-5 py-4 text-left shadow-sm transition hover:bg-rose-50 active:scale-[0.99]';

  return (
    <main className="flex min-h-dvh items-center justify-center p-4 sm:p-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      <section className="card w-full max-w-md text-center" aria-busy={opening}>
        <h1 className="font-display text-3xl font-bold text-rose-700">{t.heading}</h1>
        <p className="mt-2 text-rose-900/80">{t.intro}</p>
        <nav aria-label={t.listLabel} className="mt-6">
          <ul className="flex flex-col gap-3">
            <li>
              <button type="button" className={`${option} disabled:cursor-wait`} onClick={openVideo} disabled={opening}>
                <VideoIcon />
                <span className="flex min-w-0 flex-col">
                  <span className="text-lg font-semibold text-rose-800">{t.video}</span>
                  <span className="text-sm text-rose-900/70">{t.videoHint}</span>
                </span>
              </button>
            </li>
            <li>
              <Link to={ROUTES.loveTyping} className={option}>
                <LetterIcon />
                <span className="flex min-w-0 flex-col">
                  <span className="text-lg font-semibold text-rose-800">{t.letter}</span>
                  <span className="text-sm text-rose-900/70">{t.letterHint}</span>
                </span>
              </Link>
            </li>
            <li>
              <Link to={ROUTES.coupon} className={option}>
                <CouponIcon />
                <span className="flex min-w-0 flex-col">
                  <span className="text-lg font-semibold text-rose-800">{t.coupon}</span>
                  <span className="text-sm text-rose-900/70">{t.couponHint}</span>
                </span>
              </Link>
            </li>
            <li>
              <Link to={ROUTES.reply} className={option}>
                <ReplyIcon />
                <span className="flex min-w-0 flex-col">
                  <span className="text-lg font-semibold text-rose-800">{t.reply}</span>
                  <span className="text-sm text-rose-900/70">{t.replyHint}</span>
                </span>
              </Link>
            </li>
          </ul>
        </nav>
        <p role="status" className="mt-4 min-h-6 font-semibold text-rose-600">
          {opening ? (
            <>
              <span
                aria-hidden="true"
                className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-rose-300 border-t-rose-600 align-[-2px]"
              />
              {t.loading}
            </>
          ) : null}
        </p>
        <Link to={ROUTES.features} className="btn-secondary mt-4">
          {t.back}
        </Link>
      </section>
    </main>
  );
}
