import { useId, useRef, useState } from 'react';
import { toast, useLoadFailure } from '@/lib/toast';
import { useMusic, useRestoreDefaultMusic, useUploadMusic } from '@/api/music';
import { useEditorGate } from '@/components/editor-gate';
import { FileField } from '@/components/file-field';
import { idMusic } from '@/i18n/id-music';
import { useForm } from '@/lib/use-form';
import { useTrackTags } from './use-track-tags';
import { LoadFailed } from '@/components/page-fallback';

// The edit hub's Music section: which track plays (from its own tags), upload another one (audio only;
// the server checks the bytes and its refusal is shown as it says), or go back to the seeded track.

const t = idMusic.hub;

/** The picker offers audio; the server's magic-byte check is what decides. */
const AUDIO_ACCEPT = 'audio/*,.mp3,.ogg,.oga,.wav,.flac,.m4a';
const AUDIO_EXTENSION = /\.(mp3|ogg|oga|wav|flac|m4a)$/i;

export function looksLikeAudio(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type.startsWith('audio/') || (file.type === '' && AUDIO_EXTENSION.test(file.name));
}

/** `reloadNote`: the hub's note about its preview's Reload; false where no preview is beside it (the builder, §28). */
export function MusicHubPanel({ reloadNote = true }: { reloadNote?: boolean }) {
  const music = useMusic();
  useLoadFailure(music, 'GET /api/music');
  const tags = useTrackTags(music.data?.url, true);
  const { runAsEditor } = useEditorGate();
  const ids = { heading: useId() };
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);

  // The upload through the one form hook: a refusal is said under the picker and as a toast.
  const upload = useForm({
    initial: { file: null as File | null },
    check: ({ file }) => (file ? { ok: true, value: file } : { ok: false, errors: { file: [t.chooseFirst] } }),
    invalidToast: () => t.chooseFirst,
    onInvalid: () => fileRef.current?.focus(),
    useSave: useUploadMusic,
    toVariables: (file) => ({ file, onProgress: setProgress }),
    send: (variables, mutate) =>
      void runAsEditor(() => {
        setProgress(0);
        mutate(variables);
      }),
    saved: (reply) => reply.message,
    serverErrors: (failure) => ({ file: [failure.message] }),
    onSaved: () => {
      upload.reset({ file: null });
      if (fileRef.current) fileRef.current.value = '';
    },
  });
  const restoreDefault = useRestoreDefaultMusic({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (failure) => {
      upload.setError('file', failure.message);
      toast.error(failure.message);
    },
  });
  const busy = upload.pending || restoreDefault.isPending;

  const pick = (files: File[], input: HTMLInputElement) => {
    const picked = files[0] ?? null;
    setProgress(0);
    if (picked && !looksLikeAudio(picked)) {
      upload.change('file')(null);
      input.value = '';
      upload.setError('file', t.notAudio);
      toast.error(t.notAudio);
      return;
    }
    upload.change('file')(picked);
  };

  const restore = () => {
    if (busy) return;
    void runAsEditor(() => {
      upload.setError('file', undefined);
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
        {reloadNote && <p className="mt-1 text-sm font-semibold text-amber-700">{t.reloadNote}</p>}
      </div>

      <div className="rounded-2xl border border-rose-100 bg-rose-50/60 p-4" aria-live="polite" aria-busy={music.isPending}>
        <p className="text-xs font-bold tracking-wide text-rose-400 uppercase">{t.current}</p>
        {music.isPending ? (
          <p className="mt-1 text-rose-900/70">{t.loading}</p>
        ) : music.isError ? (
          <LoadFailed words={t.loadFailed} className="mt-1 text-rose-700" />
        ) : (
          <>
            <p className="mt-1 font-semibold break-words text-rose-950" data-testid="music-hub-track">
              {trackName}
            </p>
            <p className="text-sm text-rose-900/70">{current?.is_default ? t.defaultTrack : t.uploadedTrack}</p>
          </>
        )}
      </div>

      <form onSubmit={upload.submit} noValidate className="space-y-3">
        <FileField
          inputRef={fileRef}
          label={t.fileLabel}
          accept={AUDIO_ACCEPT}
          disabled={busy}
          hint={t.fileHint}
          error={upload.error('file')}
          alertError
          progress={upload.pending ? progress : null}
          progressLabel={t.progress}
          onFiles={pick}
        />

        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" className="btn-primary" disabled={busy}>
            {upload.pending ? t.uploading : t.upload}
          </button>
          <button type="button" className="btn-secondary" onClick={restore} disabled={busy || !current || current.is_default}>
            {restoreDefault.isPending ? t.restoring : t.restore}
          </button>
        </div>
      </form>
    </section>
  );
}

export default MusicHubPanel;
