import { useEffect, useId, useRef } from 'react';
import { MB, VOICE_NOTE_MAX_MB } from '@shared/constants';
import { storageUrl } from '@/api/storage-url';
import { FileField, ProgressBar } from '@/components/file-field';
import { useVoiceRecorder, type ChosenVoice, type VoiceNoteWords } from '@/components/use-voice-recorder';
import { VoiceNotePlayer } from '@/components/voice-note-player';

// A love moment's voice note in the editor (decision 029): record it with the microphone (MediaRecorder:
// Rekam, Berhenti, listen, then keep or throw away) or pick an audio file; the current one can be heard
// and removed. Every control is a real button or input; the recorder's state is said through a live region.
// The server checks the file by its content; the size is checked here first so a long wait ends early.
// The recipient's reply uses the same field with its own words.

// The recorder makes what the field keeps, in the field's words: both types are the recorder's, named here for the forms.
export type { ChosenVoice, VoiceNoteWords } from '@/components/use-voice-recorder';

export interface VoiceNoteFieldProps {
  /** The saved voice note's path (Edit mode), if any. */
  current: string | null;
  /** Its length as the server read it, in milliseconds (shown before it is played); null when unknown. */
  currentDurationMs?: number | null;
  chosen: ChosenVoice | null;
  onChosen: (voice: ChosenVoice | null) => void;
  /** The saved voice note is to be removed on save. */
  removing: boolean;
  onRemoving: (removing: boolean) => void;
  error?: string;
  onError: (message: string | undefined) => void;
  /** The save's upload progress while a new voice note is sent. */
  progress: number | null;
  /** Changing it empties the file input. */
  inputKey: number;
  /** The words shown: a love moment's (idLoveMoment.editor.voice) or a reply's. */
  words: VoiceNoteWords;
  /** Told whether a recording is running, or done and neither kept nor thrown away (the form then refuses to save). */
  onUnsaved?: (unsaved: boolean) => void;
}

/** m:ss */
const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export function VoiceNoteField({
  current,
  currentDurationMs,
  chosen,
  onChosen,
  removing,
  onRemoving,
  error,
  onError,
  progress,
  inputKey,
  words,
  onUnsaved,
}: VoiceNoteFieldProps) {
  const t = words;
  const ids = { legend: useId(), status: useId(), error: useId() };
  const { recorder, now, start, stop, reset } = useVoiceRecorder(t, onError);
  const keepRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const recordRef = useRef<HTMLButtonElement>(null);

  // The chosen voice note's and an unkept recording's object URLs go when they are replaced or the form goes.
  const chosenUrl = chosen?.url;
  useEffect(() => (chosenUrl ? () => URL.revokeObjectURL(chosenUrl) : undefined), [chosenUrl]);

  const unsaved = recorder.state !== 'idle';
  useEffect(() => onUnsaved?.(unsaved), [unsaved, onUnsaved]);

  // Focus follows the recorder, so the keyboard never falls back to the page: Rekam → Berhenti → Pakai
  // rekaman ini; after 'Buang rekaman', Rekam again.
  const focusRecord = useRef(false);
  useEffect(() => {
    if (recorder.state === 'recording') stopRef.current?.focus();
    else if (recorder.state === 'recorded') keepRef.current?.focus();
    else if (focusRecord.current) recordRef.current?.focus();
    focusRecord.current = false;
  }, [recorder.state]);

  const keep = () => {
    if (recorder.state !== 'recorded') return;
    // The kept note gets its own URL: the recording's goes with the recorder's state.
    onChosen({ ...recorder.voice, url: URL.createObjectURL(recorder.voice.data) });
    onRemoving(false);
    reset();
  };

  const discard = () => {
    focusRecord.current = true;
    reset();
  };

  const pick = ([file]: File[]) => {
    onError(undefined);
    if (!file) return;
    if (file.size > VOICE_NOTE_MAX_MB * MB) {
      onError(t.tooLarge(VOICE_NOTE_MAX_MB));
      return;
    }
    if (file.type && !file.type.startsWith('audio/') && !file.type.startsWith('video/webm') && !file.type.startsWith('video/mp4')) {
      onError(t.notAudio);
      return;
    }
    onChosen({ data: file, name: file.name, url: URL.createObjectURL(file), recorded: false });
    onRemoving(false);
  };

  const status =
    recorder.state === 'recording' ? t.recording(clock(now - recorder.started)) : recorder.state === 'recorded' ? t.recorded : '';

  return (
    <fieldset
      className="rounded-2xl border border-rose-100 p-4"
      aria-describedby={error ? ids.error : undefined}
      data-testid="voice-note-field"
    >
      <legend id={ids.legend} className="px-1 font-semibold text-rose-900">
        {t.legend}
      </legend>
      <p className="text-sm text-rose-900/70">{t.hint(VOICE_NOTE_MAX_MB)}</p>

      {current && !chosen && (
        <div className="mt-3">
          {removing ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-rose-900/80">{t.removed}</p>
              <button type="button" className="btn-secondary" onClick={() => onRemoving(false)}>
                {t.undoRemove}
              </button>
            </div>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <VoiceNotePlayer
                src={storageUrl(current)}
                label={t.current}
                durationMs={currentDurationMs ?? null}
                className="w-72 max-w-full"
              />
              <button type="button" className="btn-secondary" onClick={() => onRemoving(true)}>
                {t.remove}
              </button>
            </div>
          )}
        </div>
      )}
      {!current && !chosen && <p className="mt-3 text-sm text-rose-900/70">{t.none}</p>}

      {chosen && (
        <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="voice-note-chosen">
          <p className="w-full text-sm text-rose-900/80">{chosen.recorded ? t.chosenRecording : t.chosen(chosen.name)}</p>
          <audio controls src={chosen.url} aria-label={t.newPreview} className="max-w-full" />
          <button type="button" className="btn-secondary" onClick={() => onChosen(null)}>
            {t.cancelNew}
          </button>
        </div>
      )}

      <div className="mt-3 flex flex-wrap items-center gap-3">
        {recorder.state === 'recording' ? (
          <button ref={stopRef} type="button" className="btn-primary" onClick={stop}>
            {t.stop}
          </button>
        ) : (
          <button
            ref={recordRef}
            type="button"
            className="btn-secondary"
            onClick={() => void start()}
            disabled={recorder.state === 'recorded'}
          >
            {t.record}
          </button>
        )}
        <p id={ids.status} role="status" aria-live="polite" className="text-sm text-rose-900/80 tabular-nums">
          {status}
        </p>
      </div>

      {recorder.state === 'recorded' && (
        <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="voice-note-recorded">
          <audio controls src={recorder.voice.url} aria-label={t.preview} className="max-w-full" />
          <button ref={keepRef} type="button" className="btn-primary" onClick={keep}>
            {t.keep}
          </button>
          <button type="button" className="btn-secondary" onClick={discard}>
            {t.discard}
          </button>
        </div>
      )}

      <div className="mt-3">
        <FileField key={inputKey} label={t.pickFile} accept="audio/*,.webm,.ogg,.opus,.mp3,.m4a" onFiles={pick} />
      </div>

      {error && (
        <p id={ids.error} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {progress !== null && chosen && <ProgressBar label={t.uploadProgress} value={progress} className="mt-3" />}
    </fieldset>
  );
}
