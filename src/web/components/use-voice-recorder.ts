import { useEffect, useRef, useState } from 'react';
import { MB, VOICE_NOTE_MAX_MB } from '@shared/constants';
import type { idLoveMoment } from '@/i18n/id-love-moment';
import type { Translation } from '@shared/translation';

// The voice note field's recorder (decision 029): the microphone through MediaRecorder, its state (idle,
// recording since a moment, recorded), a clock for the live region, and letting go of the microphone when
// the form goes. The field keeps what is chosen, the buttons and where focus goes.

/** The field's words: each form brings its own (a love moment's, the recipient's reply's). */
export type VoiceNoteWords = Translation<typeof idLoveMoment.editor.voice>;

/** A voice note chosen in the form, not yet saved: recorded here or picked as a file. */
export interface ChosenVoice {
  data: Blob;
  name: string;
  /** An object URL to listen to it, revoked when replaced or unmounted. */
  url: string;
  recorded: boolean;
}

/** A recording stops by itself after this long (Opus at MediaRecorder's rate stays far below the limit). */
const MAX_RECORDING_MS = 10 * 60 * 1000;

export type Recorder = { state: 'idle' } | { state: 'recording'; started: number } | { state: 'recorded'; voice: ChosenVoice };

const canRecord = () => typeof window !== 'undefined' && 'MediaRecorder' in window && Boolean(navigator.mediaDevices?.getUserMedia);

/** The file name a recording is sent with, from the type the browser recorded. */
function recordingName(mime: string, t: VoiceNoteWords): string {
  const extension = mime.includes('ogg') ? 'ogg' : mime.includes('mp4') ? 'm4a' : 'webm';
  return `${t.recordingName}.${extension}`;
}

/** The recorder's state and its controls: start (asks for the microphone), stop, reset (back to idle). */
export function useVoiceRecorder(t: VoiceNoteWords, onError: (message: string | undefined) => void) {
  const [recorder, setRecorder] = useState<Recorder>({ state: 'idle' });
  const [now, setNow] = useState(0);
  const media = useRef<{ recorder: MediaRecorder; stream: MediaStream; timer: number } | null>(null);

  // An unkept recording's object URL goes when it is replaced or the form goes.
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

  const reset = () => setRecorder({ state: 'idle' });

  return { recorder, now, start, stop, reset };
}
