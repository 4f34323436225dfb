import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { INTRO_REDIRECT_MS } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import { useOpening } from '@/api/opening';
import { id } from '@/i18n/id';
import { playSound } from '@/lib/sounds';
import { writeIsPin } from '@/lib/is-pin';
import { OpeningBackground } from './opening-background';
import { SlideControl } from './slide-control';
import { TypedName } from './typed-name';
import { useLoadFailure } from '@/lib/toast';

// The recipient's first screen (docs/product.md §1, §4): the title, the name typed letter by letter, a drawn
// background, the heart animation and the slide control. A successful slide plays the intro sound,
// bursts the heart and goes to the PIN page after INTRO_REDIRECT_MS.

// Its own chunk, fetched after this page has painted: the heart never delays the first paint.
const HeartAnimation = lazy(() => import('./heart-animation'));
// The timed reveal's countdown (decision 039): its own chunk, fetched only where the giver set a moment.
const Countdown = lazy(() => import('./countdown'));

/**
 * The gift's address: where the giver set a moment, the countdown until the server says it has
 * come, then the opening, without a reload. The server guards the PIN and every page either way.
 */
export default function OpeningPage() {
  const opening = useOpening();
  const [revealed, setRevealed] = useState(false);
  return opening.data?.reveal_at && !revealed ? <Countdown onOpen={() => setRevealed(true)} /> : <OpeningScreen />;
}

function OpeningScreen() {
  const opening = useOpening();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const redirect = useRef<number | undefined>(undefined);

  useEffect(() => {
    // docs/product.md §4: visiting / locks the gift again (a UI hint; the server decides access).
    writeIsPin('false');
    return () => window.clearTimeout(redirect.current);
  }, []);

  useLoadFailure(opening, 'GET /api/opening', id.opening.loadFailed);

  const title = opening.data?.title ?? id.opening.defaultTitle;
  const recipient = opening.data?.recipient_name ?? id.opening.defaultRecipient;

  const open = () => {
    if (opened) return;
    setOpened(true);
    playSound('intro');
    redirect.current = window.setTimeout(() => navigate(ROUTES.dateInput), INTRO_REDIRECT_MS);
  };

  return (
    <main
      className={
        'relative isolate flex min-h-dvh flex-col items-center overflow-hidden px-6 ' +
        'pt-[max(3rem,env(safe-area-inset-top))] pb-[max(2.5rem,env(safe-area-inset-bottom))] text-center ' +
        'short:pt-[max(1rem,env(safe-area-inset-top))] short:pb-[max(1rem,env(safe-area-inset-bottom))]'
      }
    >
      <title>{`${title} · ${id.appName}`}</title>
      <OpeningBackground />
      <header className="relative z-10 min-h-32 w-full max-w-4xl md:min-h-36 lg:min-h-44 short:min-h-0">
        {!opening.isPending && (
          <>
            <h1 className="font-display text-2xl font-semibold tracking-wide text-rose-600 sm:text-3xl lg:text-4xl">{title}</h1>
            <div className="mt-3">
              <TypedName key={recipient} name={recipient} />
            </div>
          </>
        )}
      </header>
      <div className="relative my-4 min-h-56 w-full max-w-3xl flex-1 short:my-2 short:min-h-24" data-state={opened ? 'opening' : 'idle'}>
        <Suspense fallback={null}>
          <HeartAnimation burst={opened} />
        </Suspense>
      </div>
      <div className="relative z-10 flex w-full justify-center">
        <SlideControl onSuccess={open} disabled={opened} />
      </div>
    </main>
  );
}
