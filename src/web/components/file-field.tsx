import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { idFileField } from '@/i18n/id-file-field';
import { LabelledField } from './text-field';

// The one file picker of the editors (decision 013): its label, the hint (or the chosen file's name),
// the error under it and the upload's progress bar, wired for screen readers (aria-describedby,
// aria-invalid, role=progressbar with aria-valuenow). To empty it, give it a new `key`. The native input
// stays the control (keyboard, screen readers, tests) but is drawn as Kado's own button and words: the
// browser's 'Choose File / No file chosen' is in the browser's language and gets cut off at 390 px.

/** Any image a cover takes as a file input's accept: HEIC by its extensions, which browsers may not map to image/* (decision 042). */
export const IMAGE_ACCEPT = 'image/*,.heic,.heif';

export interface ProgressBarProps {
  /** The bar's accessible name. */
  label: string;
  /** From 0 to 1. */
  value: number;
  /** What a screen reader says instead of the percentage ('Selesai', the failure). */
  valueText?: string;
  /** A failed upload: the bar fades. */
  failed?: boolean;
  className?: string;
}

export function ProgressBar({ label, value, valueText, failed = false, className = '' }: ProgressBarProps) {
  const percent = Math.round(value * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`h-2 overflow-hidden rounded-full bg-rose-100 ${className}`}
    >
      <div className={`h-full transition-[width] ${failed ? 'bg-rose-300' : 'bg-rose-500'}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Passed on to the <input type="file">. */
type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'multiple' | 'required' | 'disabled'>;

export interface FileFieldProps extends InputProps {
  label: string;
  accept: string;
  /** The files chosen (none when the choice was cancelled), and the input, to empty it. */
  onFiles: (files: File[], input: HTMLInputElement) => void;
  hint?: string;
  /** The chosen file's name, said in place of the hint. */
  chosen?: string;
  error?: string;
  /** Announce the error as soon as it appears. */
  alertError?: boolean;
  /** An error shown elsewhere in the form that is about this field: its element's id. */
  errorId?: string;
  /** The upload's progress from 0 to 1 while it runs; null or absent hides the bar. */
  progress?: number | null;
  progressLabel?: string;
  /** The progress in words (percent and what is left), said and shown in place of the bare percent. */
  progressText?: string;
  /** What is there now (the current image or track), between the label and the picker. */
  current?: ReactNode;
  /** Said in its place when there is nothing yet ('Belum ada gambar'). */
  noCurrent?: string;
  /** Shown under the hint (a preview of the chosen file). */
  children?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

export function FileField({
  label,
  accept,
  onFiles,
  hint,
  chosen,
  error,
  alertError = false,
  errorId,
  progress = null,
  progressLabel = label,
  progressText,
  current,
  noCurrent,
  children,
  inputRef,
  ...input
}: FileFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => onFiles(Array.from(event.target.files ?? []), event.target);
  return (
    <LabelledField
      label={label}
      hint={chosen ?? hint}
      error={error}
      alertError={alertError}
      errorId={errorId}
      before={current || (noCurrent && <p className="mb-2 text-sm text-rose-900/70">{noCurrent}</p>)}
      after={
        <>
          {children}
          {progress !== null && (
            <div className="mt-2 flex items-center gap-2">
              <ProgressBar label={progressLabel} value={progress} valueText={progressText} className="flex-1" />
              {progressText ? (
                <p className="shrink-0 text-sm font-medium text-rose-800" aria-live="polite">
                  {progressText}
                </p>
              ) : (
                <span className="w-10 text-right text-sm tabular-nums text-rose-900/80" aria-hidden="true">
                  {Math.round(progress * 100)}%
                </span>
              )}
            </div>
          )}
        </>
      }
      control={(wiring) => (
        <div className="flex min-w-0 items-center gap-3">
          <input ref={inputRef} type="file" accept={accept} onChange={change} className="peer sr-only" {...input} {...wiring} />
          {/* The input's picture: a click opens the input's picker; focus and state show through `peer`. */}
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            disabled={input.disabled}
            onClick={(event) => (event.currentTarget.previousElementSibling as HTMLInputElement).click()}
            className={
              'shrink-0 rounded-full bg-rose-100 px-4 py-2 font-semibold text-rose-700 hover:bg-rose-200 disabled:opacity-60 ' +
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-500'
            }
          >
            {idFileField.choose}
          </button>
          {!chosen && (
            <span aria-hidden="true" className="min-w-0 truncate text-sm text-rose-900/70">
              {idFileField.none}
            </span>
          )}
        </div>
      )}
    />
  );
}
