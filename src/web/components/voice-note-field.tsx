import { useEffect, useId, useRef, useState } from 'react';
import { MB, VOICE_NOTE_MAX_MB } from '@shared/constants';
import { storageUrl } from '@/api/storage-url';
import { FileField, ProgressBar } from '@/components/file-field';
import { VoiceNotePlayer } from '@/components/voice-note-player';
import type { idLoveMoment } from '@/i18n/id-love-moment';
import type { Translation } from '@shared/translation';

// A love moment's voice note in the editor (decision 029): record it with the microphone (MediaRecorder:
// Rekam, Berhenti, listen, then keep or throw away) or pick an audio file; the current one can be heard
// and removed. Every control is a real button or input; the recorder's state is said through a live region.
// The server checks the file by its content; the size is checked here first so a long wait ends early.
// The recipient's reply (decision 043) uses the same field with its own words.

/** The field's words: each form brings its own (a love moment's, the recipient's reply's, decision 043). */
export type VoiceNoteWords = Translation<typeof idLoveMoment.editor.voice>;
/** A recording stops by itself after this long (Opus at MediaRecorder's rate stays far below the limit). */
const MAX_RECORDING_MS = 10 * 60 * 1000;

/** A voice note chosen in the form, not yet saved. */
export interface ChosenVoice {
  data: Blob;
  name: string;
  /** An object URL to listen to it, revoked when replaced or unmounted. */
  url: string;
  recorded: boolean;
}

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

type Recorder = { state: 'idle' } | { state: 'recording'; started: number } | { state: 'recorded'; voice: ChosenVoice };

const canRecord = () => typeof window !== 'undefined' && 'MediaRecorder' in window && Boolean(navigator.mediaDevices?.getUserMedia);

/** m:ss */
const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The file name a recording is sent with, from the type the browser recorded. */
function recordingName(mime: string, t: VoiceNoteWords): string {
  const extension = mime.includes('ogg') ? 'ogg' : mime.includes('mp4') ? 'm4a' : 'webm';
  return `${t.recordingName}.${extension}`;
}

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
  const [recorder, setRecorder] = useState<Recorder>({ state: 'idle' });
  const [now, setNow] = useState(0);
  const media = useRef<{ recorder: MediaRecorder; stream: MediaStream; timer: number } | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const recordRef = useRef<HTMLButtonElement>(null);

  // The chosen voice note's and an unkept recording's object URLs go when they are replaced or the form goes.
  const chosenUrl = chosen?.url;
  useEffect(() => (chosenUrl ? () => URL.revokeObjectURL(chosenUrl) : undefined), [chosenUrl]);
  const recordedUrl = recorder.state === 'recorded' ? recorder.voice.url : undefined;
  useEffect(() => (recordedUrl ? () => URL.revokeObjectURL(recordedUrl) : undefined), [recordedUrl]);

  // Leaving the form mid-recording lets go of the microphone.
  useEffect(
    () => () => {
      const active = media.current;
      if (!active) return;
      window.clearInterval(active.timer);
      active.recorder.ondataavailable = null;
      active.recorder.onstop = null;
      if (active.recorder.state !== 'inactive') active.recorder.stop();
      active.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );

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

  const start = async () => {
    onError(undefined);
    if (!canRecord()) {
      onError(t.noRecorder);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (failure) {
      console.error('getUserMedia failed', failure);
      onError(t.micDenied);
      return;
    }
    const mime = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'].find((type) => MediaRecorder.isTypeSupported(type));
    const rec = new MediaRecorder(stream, mime ? { mimeType: mime } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    rec.onstop = () => {
      const active = media.current;
      if (active) window.clearInterval(active.timer);
      media.current = null;
      stream.getTracks().forEach((track) => track.stop());
      const type = rec.mimeType || mime || 'audio/webm';
      const data = new Blob(chunks, { type });
      if (data.size > VOICE_NOTE_MAX_MB * MB) {
        setRecorder({ state: 'idle' });
        onError(t.tooLarge(VOICE_NOTE_MAX_MB));
        return;
      }
      setRecorder({ state: 'recorded', voice: { data, name: recordingName(type, t), url: URL.createObjectURL(data), recorded: true } });
    };
    const started = Date.now();
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() - started >= MAX_RECORDING_MS && rec.state === 'recording') rec.stop();
    }, 250);
    media.current = { recorder: rec, stream, timer };
    rec.start(1000);
    setNow(started);
    setRecorder({ state: 'recording', started });
  };

  const stop = () => {
    const active = media.current;
    if (active && active.recorder.state !== 'inactive') active.recorder.stop();
  };

  const keep = () => {
    if (recorder.state !== 'recorded') return;
    // The kept note gets its own URL: the recording's goes with the recorder's state.
    onChosen({ ...recorder.voice, url: URL.createObjectURL(recorder.voice.data) });
    onRemoving(false);
    setRecorder({ state: 'idle' });
  };

  const discard = () => {
    focusRecord.current = true;
    setRecorder({ state: 'idle' });
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
