import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { errorMessage } from '@/api/client';
import { musicQueryOptions, restoreDefaultMusic, uploadMusic, useMusic } from '@/api/music';
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

type Busy = 'idle' | 'uploading' | 'restoring';

export function MusicHubPanel() {
  const music = useMusic();
  const tags = useTrackTags(music.data?.url, true);
  const queryClient = useQueryClient();
  const { runAsEditor } = useEditorGate();
  const ids = { heading: useId(), file: useId(), hint: useId(), error: useId() };
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [busy, setBusy] = useState<Busy>('idle');

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

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

  const refresh = () => queryClient.invalidateQueries({ queryKey: musicQueryOptions().queryKey });

  const upload = async (chosen: File) => {
    setBusy('uploading');
    setError(null);
    setProgress(0);
    try {
      const reply = await uploadMusic(chosen, setProgress);
      toast.success(reply.message);
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      await refresh();
    } catch (caught) {
      console.error('POST /api/music failed', caught);
      fail(errorMessage(caught, t.saveFailed));
    } finally {
      setBusy('idle');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy !== 'idle') return;
    if (!file) {
      fail(t.chooseFirst);
      fileRef.current?.focus();
      return;
    }
    void runAsEditor(() => upload(file));
  };

  const restore = () => {
    if (busy !== 'idle') return;
    void runAsEditor(async () => {
      setBusy('restoring');
      setError(null);
      try {
        const reply = await restoreDefaultMusic();
        toast.success(reply.message);
        await refresh();
      } catch (caught) {
        console.error('DELETE /api/music failed', caught);
        fail(errorMessage(caught, t.restoreFailed));
      } finally {
        setBusy('idle');
      }
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
            disabled={busy !== 'idle'}
            aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
            aria-invalid={error ? true : undefined}
            className="field file:mr-3 file:rounded-full file:border-0 file:bg-rose-100 file:px-4 file:py-1 file:font-semibold file:text-rose-700"
          />
          <p id={ids.hint} className="mt-1 text-sm text-rose-900/70">
            {t.fileHint}
          </p>
        </div>

        {busy === 'uploading' && (
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
          <button type="submit" className="btn-primary" disabled={busy !== 'idle'}>
            {busy === 'uploading' ? t.uploading : t.upload}
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={restore}
            disabled={busy !== 'idle' || !current || current.is_default}
          >
            {busy === 'restoring' ? t.restoring : t.restore}
          </button>
        </div>
      </form>
    </section>
  );
}

export default MusicHubPanel;
