import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { SLIDE_RESET_MS, SLIDE_TRACK_FACTOR } from '@shared/constants';
import { idEntry } from '@/i18n/id-entry';
import { dragProgress, progressPercent, releasedProgress, slideKey, trackLength } from './slide-logic';
import { GiftIcon, HeartIcon } from './slide-icons';

// The opening's slide control (docs/product.md §4). The handle's leading edge travels a track 55 % of the
// control's width; a release at 75 % or more opens it ('Terbuka!', gift handle), it stays at the end and
// resets after SLIDE_RESET_MS; a release below springs back. Mouse and touch drag through pointer events;
// the keyboard uses the slider role (arrows, Home, End/Enter/Space).

interface SlideControlProps {
  /** Fires once per successful slide. */
  onSuccess: () => void;
  /** Fires as the handle moves, with the progress from 0 to 1. */
  onChange?: (progress: number) => void;
  /** Refuses new slides (the gift is already opening). */
  disabled?: boolean;
}

interface Drag {
  pointerId: number;
  startX: number;
  startProgress: number;
  track: number;
}

const PERCENT = `${SLIDE_TRACK_FACTOR * 100}%`;

export function SlideControl({ onSuccess, onChange, disabled = false }: SlideControlProps) {
  const controlRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const progressRef = useRef(0);
  const resetTimer = useRef<number | undefined>(undefined);
  const [progress, setProgressState] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const setProgress = (next: number) => {
    progressRef.current = next;
    setProgressState(next);
    onChange?.(next);
  };

  const succeed = () => {
    setOpen(true);
    setProgress(1);
    onSuccess();
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => {
      // Open flag false: the handle returns to 0 (docs/product.md §4).
      setOpen(false);
      setProgress(0);
    }, SLIDE_RESET_MS);
  };

  const locked = disabled || open;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked || drag.current) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const control = controlRef.current;
    if (!control) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startProgress: progressRef.current,
      track: trackLength(control.clientWidth),
    };
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setProgress(dragProgress(current.startProgress, event.clientX - current.startX, current.track));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    const final = cancelled ? 0 : releasedProgress(progressRef.current);
    if (final === 1) succeed();
    else setProgress(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    const result = slideKey(event.key, progressRef.current);
    if (result.kind === 'ignore') return;
    event.preventDefault();
    if (result.kind === 'complete') succeed();
    else setProgress(result.progress);
  };

  const label = open ? idEntry.slide.open : idEntry.slide.closed;
  const style = { '--p': progress, '--track': PERCENT } as CSSProperties;
  // Springs back when not under the finger, and glides to the end without passing it (a spring there would
  // carry the handle over 'Terbuka!'); follows the finger exactly while dragged.
  const easing = open ? 'ease-out' : 'ease-[cubic-bezier(.34,1.56,.64,1)]';
  const glide = dragging ? '' : `transition-[left,width] duration-300 ${easing} motion-reduce:transition-none`;

  return (
    <div
      ref={controlRef}
      data-state={open ? 'open' : 'closed'}
      data-testid="slide-control"
      style={style}
      className={
        'relative h-16 w-[20rem] max-w-full rounded-full border border-rose-200 bg-white/80 shadow-lg ' +
        'shadow-rose-300/40 backdrop-blur select-none [--handle:48px] sm:h-[4.5rem] sm:w-[24rem] sm:[--handle:55px]'
      }
    >
      {/* The track the handle runs along, and how far it has come. */}
      <div aria-hidden="true" className="absolute inset-y-2 left-2 w-[calc(var(--handle)+var(--track))] rounded-full bg-rose-100/80" />
      <div
        aria-hidden="true"
        className={
          'absolute inset-y-2 left-2 w-[calc(var(--handle)+var(--p)*var(--track))] ' +
          `rounded-full bg-gradient-to-r from-pink-300 to-rose-400 ${glide}`
        }
      />
      <span
        aria-hidden="true"
        data-testid="slide-label"
        className={
          'absolute inset-y-0 right-2 left-[calc(var(--handle)+var(--track)+0.75rem)] ' +
          `flex items-center justify-center font-semibold whitespace-nowrap sm:text-lg ${open ? 'text-rose-600' : 'text-rose-400'}`
        }
      >
        {label}
      </span>
      <div
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={idEntry.slide.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progressPercent(progress)}
        aria-valuetext={label}
        aria-disabled={locked || undefined}
        aria-orientation="horizontal"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, false)}
        onPointerCancel={(event) => endDrag(event, true)}
        onLostPointerCapture={(event) => endDrag(event, false)}
        onKeyDown={onKeyDown}
        className={
          'absolute top-1/2 left-[calc(0.5rem+var(--p)*var(--track))] flex size-(--handle) -translate-y-1/2 ' +
          `touch-none items-center justify-center rounded-full shadow-md shadow-rose-400/50 ${
            open ? 'bg-rose-500 text-white' : 'bg-white text-rose-500'
          } ${locked ? 'cursor-default' : dragging ? 'cursor-grabbing' : 'cursor-grab'} ${glide}`
        }
      >
        {open ? <GiftIcon className="size-6 sm:size-7" /> : <HeartIcon className="size-6 motion-safe:animate-pulse sm:size-7" />}
      </div>
      <p role="status" className="sr-only">
        {open ? idEntry.slide.open : ''}
      </p>
    </div>
  );
}
