import { useNavigate } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { storageUrl } from '@/api/storage-url';
import { useVideoGift } from '@/api/video-gift';
import { useEditorGate } from '@/components/editor-gate';
import { id } from '@/i18n/id';
import { idMainGift } from '@/i18n/id-main-gift';
import { playSound } from '@/lib/sounds';
import { editVideoGiftPath } from './edit-path';
import { VideoPlayer } from './video-player';
import { VideoConversionStatus } from '@/components/video-conversion-status';
import { useLoadFailure } from '@/lib/toast';

// The video gift (docs/product.md §2 Video gift): title, player, description; 'Back' clicks and returns to the
// gift choice; 'Edit' goes through the login dialog to the editor. A load failure is logged and the page
// shows an empty record (docs/product.md §8).

const t = idMainGift.video;

export default function VideoGiftPage() {
  const gift = useVideoGift();
  const navigate = useNavigate();
  const { runAsEditor } = useEditorGate();

  useLoadFailure(gift, 'GET /api/video-gift');

  const record = gift.data ?? null;
  const title = record?.title ?? '';
  const description = record?.description ?? '';

  const back = () => {
    playSound('click');
    navigate(ROUTES.mainGift);
  };
  const edit = () => void runAsEditor(() => navigate(editVideoGiftPath(record?.id)));

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-4xl flex-col items-center justify-center gap-5 px-4 py-8 sm:px-6">
      <title>{`${title || t.heading} · ${id.appName}`}</title>
      {gift.isPending ? (
        <>
          <h1 className="sr-only">{t.heading}</h1>
          <p role="status" className="flex items-center gap-3 text-lg font-semibold text-rose-700">
            <span aria-hidden="true" className="inline-block size-6 animate-spin rounded-full border-4 border-rose-200 border-t-rose-600" />
            {t.loading}
          </p>
        </>
      ) : (
        <article className="card flex w-full flex-col gap-4" aria-labelledby="video-gift-title">
          <h1 id="video-gift-title" className="font-display text-center text-3xl font-bold break-words text-rose-700 sm:text-4xl">
            {title || t.heading}
          </h1>
          {record?.video_url ? (
            <VideoPlayer
              src={storageUrl(record.video_url)}
              poster={record.poster_url ? storageUrl(record.poster_url) : undefined}
              label={title || t.playerLabel}
            />
          ) : (
            <div
              className={'flex aspect-video w-full items-center justify-center rounded-2xl bg-rose-100/70 p-6 text-center text-rose-900/70'}
            >
              {t.empty}
            </div>
          )}
          {description && <p className="text-center whitespace-pre-line break-words text-rose-900">{description}</p>}
        </article>
      )}
      <VideoConversionStatus />
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-secondary" onClick={back}>
          {t.back}
        </button>
        <button type="button" className="btn-primary" onClick={edit} disabled={gift.isPending}>
          {t.edit}
        </button>
      </div>
    </main>
  );
}
