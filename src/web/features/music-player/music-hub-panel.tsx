import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { useMusic, useRestoreDefaultMusic, useUploadMusic } from '@/api/music';
import { useEditorGate } from '@/components/editor-gate';
import { idMusic } from '@/i18n/id-music';
import { useTrackTags } from './use-track-tags';

// The edit hub's Music section: which track plays (from its own tags), upload another one (audio only;
// the server checks the bytes and its refusal is shown as it says), or go back to the seeded track.

const t = idMusic.hub;

/** The picker offers audio; the server's magic-byte check is what decides. */
const AUDIO_ACCEPT = 'audio/*,.mp3,.ogg,.oga,.wav,.flac,.m4a';
const AUDIO_EXTENSION = /\.(mp3|ogg|oga|wav|flac|m4a)$/i;

export function looksLikeAudio(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type.startsWith('audio/') || (file.type === '' && AUDIO_EXTENSION.test(file.name));
}

export function MusicHubPanel() {
  const music = useMusic();
  const tags = useTrackTags(music.data?.url, true);
  const { runAsEditor } = useEditorGate();
  const ids = { heading: useId(), file: useId(), hint: useId(), error: useId() };
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const upload = useUploadMusic({
    onSuccess: (reply) => {
      toast.success(reply.message);
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
    },
    onError: (failure) => fail(failure.message),
  });
  const restoreDefault = useRestoreDefaultMusic({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (failure) => fail(failure.message),
  });
  const busy = upload.isPending || restoreDefault.isPending;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setProgress(0);
    if (picked && !looksLikeAudio(picked)) {
      setFile(null);
      event.target.value = '';
      fail(t.notAudio);
      return;
    }
    setFile(picked);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      fail(t.chooseFirst);
      fileRef.current?.focus();
      return;
    }
    void runAsEditor(() => {
      setError(null);
      setProgress(0);
      upload.mutate({ file, onProgress: setProgress });
    });
  };

  const restore = () => {
    if (busy) return;
    void runAsEditor(() => {
      setError(null);
      restoreDefault.mutate();
    });
  };

  const current = music.data;
  const trackName = tags.data
    ? [tags.data.title ?? idMusic.unknownTitle, tags.data.artist ?? idMusic.unknownArtist].join(' · ')
    : tags.isPending
      ? idMusic.readingTags
      : idMusic.unknownTitle;

  return (
    <section aria-labelledby={ids.heading} className="space-y-5" data-testid="music-hub-panel">
      <div>
        <h2 id={ids.heading} className="font-display text-2xl font-bold text-rose-700">
          {t.heading}
        </h2>
        <p className="mt-1 text-sm font-semibold text-amber-700">{t.reloadNote}</p>
      </div>

      <div className="rounded-2xl border border-rose-100 bg-rose-50/60 p-4" aria-live="polite" aria-busy={music.isPending}>
        <p className="text-xs font-bold tracking-wide text-rose-400 uppercase">{t.current}</p>
        {music.isPending ? (
          <p className="mt-1 text-rose-900/70">{t.loading}</p>
        ) : music.isError ? (
          <p className="mt-1 text-rose-700" role="alert">
            {t.loadFailed}
          </p>
        ) : (
          <>
            <p className="mt-1 font-semibold break-words text-rose-950" data-testid="music-hub-track">
              {trackName}
            </p>
            <p className="text-sm text-rose-900/70">{current?.is_default ? t.defaultTrack : t.uploadedTrack}</p>
          </>
        )}
      </div>

      <form onSubmit={submit} noValidate className="space-y-3">
        <div>
          <label htmlFor={ids.file} className="mb-1 block font-semibold text-rose-900">
            {t.fileLabel}
          </label>
          <input
            ref={fileRef}
            id={ids.file}
            type="file"
            accept={AUDIO_ACCEPT}
            onChange={pick}
            disabled={busy}
            aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
            aria-invalid={error ? true : undefined}
            className="field file:mr-3 file:rounded-full file:border-0 file:bg-rose-100 file:px-4 file:py-1 file:font-semibold file:text-rose-700"
          />
          <p id={ids.hint} className="mt-1 text-sm text-rose-900/70">
            {t.fileHint}
          </p>
        </div>

        {upload.isPending && (
          <div
            role="progressbar"
            aria-label={t.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2.5 w-full overflow-hidden rounded-full bg-rose-100"
          >
            <div className="h-full rounded-full bg-rose-500 transition-[width]" style={{ width: `${progress * 100}%` }} />
          </div>
        )}

        {error && (
          <p id={ids.error} role="alert" className="text-sm font-semibold text-rose-700">
            {error}
          </p>
        )}

        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" className="btn-primary" disabled={busy}>
            {upload.isPending ? t.uploading : t.upload}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={restore}
            disabled={busy || !current || current.is_default}
          >
            {restoreDefault.isPending ? t.restoring : t.restore}
          </button>
        </div>
      </form>
    </section>
  );
}

export default MusicHubPanel;
