import { useId, type Ref } from 'react';
import type { LoveMoment } from '@shared/schemas/love-moment';
import { storageUrl } from '@/api/storage-url';
import { idLoveMoment } from '@/i18n/id-love-moment';
import { CoverImage } from './cover-image';
import { HeartIcon, TapIcon } from './moment-icons';
import { MomentVoicePlayer } from './voice-note-player';

// The two faces of a love moment card (love-moment-card.tsx): each has its own toggle button (aria-pressed), and
// the face not shown is inert.

const t = idLoveMoment.story;

interface FaceProps {
  moment: LoveMoment;
  /** The moment's date as shown. */
  date: string;
  flipped: boolean;
  /** The face's toggle button, for the focus that follows a flip. */
  buttonRef: Ref<HTMLButtonElement>;
  onToggle: () => void;
}

/** The front: the cover, title, date and 'Tap photo to read'. */
export function MomentFront({ moment, date, flipped, buttonRef, onToggle }: FaceProps) {
  const ids = { hint: useId(), date: useId() };
  return (
    <div
      className={`absolute inset-0 backface-hidden ${flipped ? 'pointer-events-none' : ''}`}
      inert={flipped}
      aria-hidden={flipped || undefined}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-pressed={false}
        aria-label={moment.title}
        aria-describedby={`${ids.date} ${ids.hint}`}
        onClick={onToggle}
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
  );
}

/** The back: the letter as plain text with its line breaks, a voice note and the date. A click
 * anywhere on it (the letter too) turns the card back, as the button does, and so does Escape. */
export function MomentBack({ moment, date, flipped, buttonRef, onToggle, canDelete }: FaceProps & { canDelete: boolean }) {
  const ids = { letter: useId(), voice: useId() };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the mouse's way to the button's toggle and Escape
    <div
      className={
        'absolute inset-0 flex rotate-y-180 flex-col overflow-hidden rounded-3xl border border-rose-200 ' +
        `bg-gradient-to-br from-white via-blush-50 to-blush-100 shadow-lg shadow-rose-200/60 backface-hidden ${
          flipped ? '' : 'pointer-events-none'
        }`
      }
      inert={!flipped}
      aria-hidden={!flipped || undefined}
      onClick={() => onToggle()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onToggle();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-pressed={true}
        aria-label={moment.title}
        aria-describedby={ids.letter}
        // The heart sits over the header's left.
        className={`flex min-h-16 items-center gap-2 border-b border-rose-100 py-3 pr-5 pl-36 text-left ${canDelete ? 'pr-16' : ''}`}
      >
        <HeartIcon />
        <span className="font-display text-lg leading-tight font-bold break-words text-rose-700">{moment.title}</span>
      </button>
      <div
        id={ids.letter}
        role="region"
        aria-label={t.letterLabel(moment.title)}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a long letter scrolls: the keyboard must reach it
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
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it only keeps the player's events to itself
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
  );
}
