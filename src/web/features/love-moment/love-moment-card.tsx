import { useEffect, useId, useRef } from 'react';
import { toast } from '@/lib/toast';
import type { LoveMoment } from '@shared/schemas/love-moment';
import { useDeleteLoveMoment } from '@/api/love-moment';
import { storageUrl } from '@/api/storage-url';
import { useEditorGate } from '@/components/editor-gate';
import { HeartToggle } from '@/components/heart-toggle';
import { idLoveMoment } from '@/i18n/id-love-moment';
import { CoverImage } from './cover-image';
import { formatMomentDate } from './story-logic';
import { SealedCapsuleCard } from './sealed-capsule-card';
import { MomentVoicePlayer } from './voice-note-player';
import { ask } from '@/components/ask';

// One flip card of /love-moment (docs/product.md §2): the front is the cover, title, date and 'Tap photo to
// read'; the back is the letter, as plain text with its line breaks, and the date. Each face has its own
// toggle button (aria-pressed) and the hidden face is inert, so keyboard and screen-reader users flip too.
// A sealed time capsule (decision 028) has no back: its letter is not even in the reply (sealed-capsule-card.tsx).
// A voice note (decision 029) plays on the back. Every card carries the recipient's heart (decision 043) in its
// corner, outside the turning faces.

const t = idLoveMoment.story;

interface LoveMomentCardProps {
  moment: LoveMoment;
  flipped: boolean;
  onToggle: (momentId: number) => void;
  canDelete: boolean;
}

export function LoveMomentCard({ moment, flipped, onToggle, canDelete }: LoveMomentCardProps) {
  const { runAsEditor } = useEditorGate();
  const ids = { hint: useId(), letter: useId(), date: useId(), voice: useId() };
  const frontRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  // Focus follows the card only when this card was the one clicked, never when another card flips it back.
  const followFocus = useRef(false);
  const date = formatMomentDate(moment.date);

  useEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    (flipped ? backRef : frontRef).current?.focus({ preventScroll: true });
  }, [flipped]);

  const toggle = () => {
    followFocus.current = true;
    onToggle(moment.id);
  };

  const remove = useDeleteLoveMoment({
    onSuccess: () => toast.success(t.removed),
    onError: (error) => toast.error(error.message),
  });

  const askRemove = async () => {
    if (!(await ask(t.confirmRemove))) return;
    void runAsEditor(() => remove.mutate(moment.id));
  };

  if (moment.sealed && moment.opens_at) return <SealedCapsuleCard moment={moment} opensAt={moment.opens_at} date={date} />;

  return (
    <li className="relative" data-testid="love-moment-card">
      <div className="aspect-[4/5] perspective-[1400px]">
        <div
          className={
            'relative h-full w-full transition-transform duration-700 ' +
            `ease-[cubic-bezier(.3,.7,.3,1)] transform-3d motion-reduce:transition-none ${flipped ? 'rotate-y-180' : ''}`
          }
        >
          {/* Front */}
          <div
            className={`absolute inset-0 backface-hidden ${flipped ? 'pointer-events-none' : ''}`}
            inert={flipped}
            aria-hidden={flipped || undefined}
          >
            <button
              ref={frontRef}
              type="button"
              aria-pressed={false}
              aria-label={moment.title}
              aria-describedby={`${ids.date} ${ids.hint}`}
              onClick={toggle}
              className={
                'group absolute inset-0 overflow-hidden rounded-3xl border border-rose-100 ' +
                'bg-rose-100 text-left shadow-lg shadow-rose-200/60 transition hover:shadow-xl'
              }
            >
              <CoverImage moment={moment} alt={t.coverAlt(moment.title)} />
              <span
                className={
                  'absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t ' +
                  'from-rose-950/85 via-rose-950/50 to-transparent px-5 pt-16 pb-5 text-white'
                }
              >
                <span className="font-display text-2xl leading-tight font-bold break-words drop-shadow">{moment.title}</span>
                <time id={ids.date} dateTime={moment.date} className="text-sm text-rose-100">
                  {date}
                </time>
                <span
                  id={ids.hint}
                  className={
                    'mt-2 inline-flex w-fit items-center gap-1.5 rounded-full bg-white/20 px-3 ' +
                    'py-1 text-xs font-semibold backdrop-blur-sm transition group-hover:bg-white/30'
                  }
                >
                  <TapIcon />
                  {t.hint}
                </span>
              </span>
            </button>
          </div>

          {/* Back: a click anywhere on it (the letter too) turns the card back, as the button does. */}
          <div
            className={
              'absolute inset-0 flex rotate-y-180 flex-col overflow-hidden rounded-3xl border border-rose-200 ' +
              `bg-gradient-to-br from-white via-blush-50 to-blush-100 shadow-lg shadow-rose-200/60 backface-hidden ${
                flipped ? '' : 'pointer-events-none'
              }`
            }
            inert={!flipped}
            aria-hidden={!flipped || undefined}
            onClick={() => toggle()}
            onKeyDown={(event) => {
              if (event.key === 'Escape') toggle();
            }}
          >
            <button
              ref={backRef}
              type="button"
              aria-pressed={true}
              aria-label={moment.title}
              aria-describedby={ids.letter}
              // The heart sits over the header's left (decision 043).
              className={`flex min-h-16 items-center gap-2 border-b border-rose-100 py-3 pr-5 pl-36 text-left ${canDelete ? 'pr-16' : ''}`}
            >
              <HeartIcon />
              <span className="font-display text-lg leading-tight font-bold break-words text-rose-700">{moment.title}</span>
            </button>
            <div
              id={ids.letter}
              role="region"
              aria-label={t.letterLabel(moment.title)}
              tabIndex={flipped ? 0 : -1}
              className={
                'min-h-0 flex-1 cursor-pointer overflow-y-auto px-5 py-4 font-display ' +
                'text-base leading-relaxed break-words whitespace-pre-wrap text-rose-950'
              }
            >
              {moment.letter}
            </div>
            {moment.voice_note && (
              // The player is the card's own control: a click or key on it must not turn the card back.
              <div
                className="border-t border-rose-100 px-5 py-3"
                data-testid="love-moment-voice-note"
                onClick={(event) => event.stopPropagation()}
                onKeyDown={(event) => {
                  // Escape still turns the card, as anywhere on its back.
                  if (event.key !== 'Escape') event.stopPropagation();
                }}
              >
                <p id={ids.voice} className="mb-1 text-sm font-semibold text-rose-700">
                  {t.voiceNote}
                </p>
                <MomentVoicePlayer
                  src={storageUrl(moment.voice_note)}
                  label={t.voiceNoteLabel(moment.title)}
                  durationMs={moment.voice_note_duration_ms}
                  shown={flipped}
                />
              </div>
            )}
            <p className="border-t border-rose-100 px-5 py-3 text-right text-sm text-rose-700">
              <time dateTime={moment.date}>{date}</time>
            </p>
          </div>
        </div>
      </div>

      <HeartToggle target="love-moment" id={moment.id} title={moment.title} className="absolute top-3 left-3 z-10" />
      {canDelete && (
        <button
          type="button"
          aria-label={t.remove(moment.title)}
          title={t.remove(moment.title)}
          disabled={remove.isPending}
          onClick={askRemove}
          className={
            'absolute top-3 right-3 z-10 flex size-11 items-center justify-center rounded-full ' +
            'bg-white/90 text-rose-600 shadow-md transition hover:bg-rose-50 disabled:opacity-50'
          }
        >
          <TrashIcon />
        </button>
      )}
    </li>
  );
}

function TapIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 11V5a2 2 0 1 1 4 0v6" />
      <path d="M13 10.5V9a2 2 0 1 1 4 0v4.5a7 7 0 0 1-7 7h-.5a6 6 0 0 1-5-2.7L3 15a2 2 0 0 1 3.2-2.3L9 15" />
    </svg>
  );
}

function HeartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-rose-500" fill="currentColor">
      <path
        d={
          'M12 21s-7.5-4.6-10-9.3C.4 8.6 2.1 4.5 6 4.1c2.1-.2 3.8.9 6 3.3 2.2-2.4 3.9-3.5 6-3.3 3.9.4 5.6 4.5 4 7.6C19.5 16.4 12 21 12 21z'
        }
      />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M19 6l-1 14H6L5 6" />
      <path d="M10 11v6M14 11v6" />
    </svg>
  );
}
