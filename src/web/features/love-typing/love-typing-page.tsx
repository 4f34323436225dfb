import { useEffect, useReducer, useRef, useState } from 'react';
import { Link, useNavigate } from '@/lib/router';
import type { LoveTyping } from '@shared/schemas/love-typing';
import { ROUTES } from '@shared/routes';
import { useLoveTyping } from '@/api/love-typing';
import { storageUrl } from '@/api/storage-url';
import { useEditorGate } from '@/components/editor-gate';
import { id } from '@/i18n/id';
import { idMainGift } from '@/i18n/id-main-gift';
import { startTypingSound, stopTypingSound } from '@/lib/sound-synth';
import { advanceTypewriter, startTypewriter, typedText, typewriterDelay } from './typewriter';
import { useLoadFailure } from '@/lib/toast';

// The typed love letter (docs/product.md §2 Love typing): paragraphs typed one at a time with the cursor '_',
// the typing sound looping meanwhile; the letter's own music starts on the first click (the site-wide
// player stays quiet here). 9:16 under 768 px wide, 16:9 from there. A load failure is only logged and
// the page stays on 'Loading...' (docs/product.md §8).

const t = idMainGift.letter;

export default function LoveTypingPage() {
  const letter = useLoveTyping();
  const navigate = useNavigate();
  const { runAsEditor } = useEditorGate();

  useLoadFailure(letter, 'GET /api/love-typing');

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col items-center justify-center gap-4 px-4 py-6 sm:px-6">
      <title>{`${t.heading} · ${id.appName}`}</title>
      <section
        aria-labelledby="love-letter-heading"
        className={
          'flex aspect-[9/16] w-full max-w-[min(100%,calc((100dvh-7rem)*9/16))] flex-col overflow-hidden rounded-3xl border ' +
          'border-rose-100 bg-[#fffaf5] shadow-xl shadow-rose-200/60 md:aspect-video md:max-w-[min(100%,calc((100dvh-7rem)*16/9))]'
        }
      >
        <h1 id="love-letter-heading" className="font-display shrink-0 px-6 pt-6 text-center text-2xl font-bold text-rose-700 sm:text-3xl">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mr-2 inline-block size-7 align-[-4px]"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
            <path d="M3.5 7l8.5 6 8.5-6" />
          </svg>
          {t.heading}
        </h1>
        {letter.isSuccess ? (
          <Letter key={letter.dataUpdatedAt} data={letter.data} />
        ) : (
          <p role="status" className="flex flex-1 items-center justify-center text-lg font-semibold text-rose-600">
            {t.loading}
          </p>
        )}
      </section>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={ROUTES.mainGift} className="btn-secondary">
          {t.back}
        </Link>
        <button type="button" className="btn-primary" onClick={() => void runAsEditor(() => navigate(ROUTES.editLoveTyping))}>
          {t.edit}
        </button>
      </div>
    </main>
  );
}

function Letter({ data }: { data: LoveTyping }) {
  const { paragraphs, background_music: music } = data;
  const [state, step] = useReducer(
    (current: ReturnType<typeof startTypewriter>) => advanceTypewriter(current, paragraphs),
    paragraphs,
    startTypewriter,
  );
  const scroller = useRef<HTMLDivElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const [musicStarted, setMusicStarted] = useState(false);

  useEffect(() => {
    const delay = typewriterDelay(state);
    if (delay === null) return;
    const timer = window.setTimeout(step, delay);
    return () => window.clearTimeout(timer);
  }, [state]);

  const typing = state.phase === 'typing';
  useEffect(() => {
    if (typing) startTypingSound();
    else stopTypingSound();
  }, [typing]);
  useEffect(() => stopTypingSound, []);

  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [state.paragraph, state.typed]);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    // Browsers refuse sound before a gesture: the first click (or key) anywhere starts the music.
    const start = () => {
      element
        .play()
        .then(() => setMusicStarted(true))
        .catch((error: unknown) => console.warn('Love typing music could not start', error));
    };
    document.addEventListener('pointerdown', start, { once: true });
    document.addEventListener('keydown', start, { once: true });
    return () => {
      document.removeEventListener('pointerdown', start);
      document.removeEventListener('keydown', start);
      element.pause();
    };
  }, [music]);

  const shown = state.phase === 'done' ? paragraphs.length : state.paragraph + 1;

  return (
    <>
      <div
        ref={scroller}
        data-testid="love-letter"
        data-state={state.phase}
        data-paragraph={state.paragraph}
        data-count={paragraphs.length}
        aria-busy={state.phase !== 'done'}
        aria-label={t.letterLabel}
        role="region"
        className="flex-1 overflow-y-auto px-6 pt-4 pb-6 font-serif text-base leading-relaxed text-rose-950 sm:px-10 sm:text-lg"
      >
        {paragraphs.slice(0, shown).map((paragraph, index) => {
          const current = index === state.paragraph && state.phase === 'typing';
          return (
            <p key={index} data-index={index} data-state={current ? 'typing' : 'done'} className="mb-4 whitespace-pre-line break-words">
              {current ? (
                <>
                  {/* Screen readers get the paragraph whole, not one letter at a time. */}
                  <span className="sr-only">{paragraph}</span>
                  <span aria-hidden="true" data-typed="">
                    {typedText(paragraph, state.typed)}
                  </span>
                  <span aria-hidden="true" data-cursor="" className="animate-pulse font-bold text-rose-500">
                    _
                  </span>
                </>
              ) : (
                paragraph
              )}
            </p>
          );
        })}
      </div>
      {music && (
        <>
          <audio ref={audio} src={storageUrl(music)} loop preload="auto" data-testid="love-typing-music" data-playing={musicStarted} />
          {!musicStarted && <p className="shrink-0 px-6 pb-4 text-center text-sm text-rose-900/60">{t.musicHint}</p>}
        </>
      )}
    </>
  );
}
