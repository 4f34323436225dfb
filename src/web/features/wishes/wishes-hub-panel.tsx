import { useEffect, useId, useRef, useState } from 'react';
import { toast, useLoadFailure } from '@/lib/toast';
import { copyText, type CopyOutcome } from '@/lib/copy-text';
import type { Wish, WishUsage } from '@shared/schemas/wishes';
import { useApproveWish, useDeleteWish, useRotateWishLink, useSetWishLinkOpen, useWishes, useWishLink } from '@/api/wishes';
import { storageUrl } from '@/api/storage-url';
import { ask } from '@/components/ask';
import { HubListSection } from '@/components/hub-list-section';
import { useEditorGate } from '@/components/editor-gate';
import { idWishes } from '@/i18n/id-wishes';
import { formatWishDate } from './wish-format';
import { NotifySwitch } from '@/components/notify-switch';
import { HubSection } from '@/components/hub-section';
import { LoadFailed } from '@/components/page-fallback';

// The hub's 'Ucapan' (decision 045): the wishes link to give to friends and family (copied with one tap), its
// open/closed switch and 'Buat Link Baru' (after the app's own question), then every wish that came, newest first,
// with its photo's thumbnail, a switch that shows it to the recipient or hides it, and a delete (confirmed).

const t = idWishes.hub;
const COPIED_MS = 2000;
const APPROVED_BADGE = 'bg-emerald-100 text-emerald-800';
const HIDDEN_BADGE = 'bg-rose-100 text-rose-800';

export default function WishesHubPanel() {
  return (
    <HubSection heading={t.heading} intro={t.intro} className="card w-full space-y-6" testId="wishes-panel">
      <WishLinkField />
      <NotifySwitch kind="wishes" />
      <WishList />
    </HubSection>
  );
}

function WishLinkField() {
  const link = useWishLink();
  const { runAsEditor } = useEditorGate();
  const ids = { link: useId(), status: useId(), open: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<CopyOutcome | null>(null);
  useEffect(() => {
    if (copied !== 'copied') return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  useLoadFailure(link, 'GET /api/wishes/link');

  const setOpen = useSetWishLinkOpen({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (failure) => toast.error(failure.message),
  });
  const rotate = useRotateWishLink({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (failure) => toast.error(failure.message),
  });
  const busy = setOpen.isPending || rotate.isPending;

  const copy = async (text: string) => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    const select = () => {
      input.current?.focus();
      input.current?.select();
    };
    const outcome = await copyText(text, {
      writeText: clipboard ? (value) => clipboard.writeText(value) : undefined,
      copySelection: () => {
        select();
        return document.execCommand('copy');
      },
    });
    if (outcome === 'manual') select();
    setCopied(outcome);
  };

  const askRotate = async () => {
    if (busy || !(await ask(t.rotateConfirm))) return;
    void runAsEditor(() => rotate.mutate());
  };

  if (link.isPending) {
    return (
      <p role="status" className="text-rose-900/70">
        {t.linkLoading}
      </p>
    );
  }
  if (link.isError) {
    return <LoadFailed words={t.linkLoadFailed} className="text-red-700" />;
  }
  const { url, open } = link.data;
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={ids.link} className="mb-1 block font-semibold text-rose-900">
          {t.linkLabel}
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={ids.link}
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            aria-describedby={ids.status}
            className="field min-w-0 flex-1 font-mono text-sm"
          />
          <button type="button" className="btn-primary shrink-0 px-4" onClick={() => void copy(url)}>
            {t.copy}
          </button>
        </div>
        <p id={ids.status} role="status" aria-live="polite" className="mt-1 min-h-5 text-sm font-semibold text-emerald-700">
          {copied === 'copied' ? t.copied : copied === 'manual' ? <span className="text-amber-700">{t.copyManual}</span> : ''}
        </p>
      </div>
      <fieldset className="rounded-2xl border border-rose-100 bg-rose-50/60 p-4">
        <legend className="px-1 font-semibold text-rose-900">{t.openHeading}</legend>
        <label className="flex cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            role="switch"
            checked={open}
            disabled={busy}
            onChange={(event) => {
              const next = event.target.checked;
              void runAsEditor(() => setOpen.mutate(next));
            }}
            aria-describedby={ids.open}
            className="size-5 accent-rose-500"
          />
          <span className="text-rose-950">{t.openLabel}</span>
        </label>
        <p id={ids.open} className="mt-2 text-sm text-rose-900/70">
          {open ? t.openOn : t.openOff}
        </p>
        <button type="button" className="btn-secondary mt-3" disabled={busy} onClick={() => void askRotate()}>
          {rotate.isPending ? t.rotating : t.rotate}
        </button>
      </fieldset>
      <WishUsageMeter usage={link.data.usage} />
    </div>
  );
}

/** What the wishes take of the gift: their count of WISHES_PER_GIFT, their photos' bytes of their share (decision 051). */
function WishUsageMeter({ usage }: { usage: WishUsage }) {
  const labelId = useId();
  const { wishes, wishes_max, photo_bytes, photo_bytes_max } = usage;
  return (
    <div className="space-y-1" data-testid="wish-usage">
      <p id={labelId} className="font-semibold text-rose-900">
        {t.usageLabel}
      </p>
      <p className="text-sm text-rose-950">{t.usage(wishes, wishes_max, photo_bytes, photo_bytes_max)}</p>
      <meter
        aria-labelledby={labelId}
        min={0}
        max={photo_bytes_max}
        value={Math.min(photo_bytes, photo_bytes_max)}
        className="h-2 w-full"
      />
      <p className="text-xs text-rose-900/70">{t.usageNote}</p>
    </div>
  );
}

function WishList() {
  const wishes = useWishes();
  return (
    <HubListSection
      heading={t.listHeading}
      query={wishes}
      items={wishes.data}
      request="GET /api/wishes"
      texts={{ loading: t.loading, loadFailed: t.loadFailed, empty: t.empty }}
    >
      {(list) => (
        <>
          <p className="mt-1 text-sm text-rose-900/70">{t.count(list.filter((wish) => wish.approved).length, list.length)}</p>
          <ul className="mt-3 flex flex-col gap-3">
            {list.map((wish) => (
              <WishItem key={wish.id} wish={wish} />
            ))}
          </ul>
        </>
      )}
    </HubListSection>
  );
}

function WishItem({ wish }: { wish: Wish }) {
  const { runAsEditor } = useEditorGate();
  const approve = useApproveWish({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (failure) => toast.error(failure.message),
  });
  const remove = useDeleteWish({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (failure) => toast.error(failure.message),
  });
  const busy = approve.isPending || remove.isPending;
  const askRemove = async () => {
    if (busy || !(await ask(t.confirmDelete))) return;
    void runAsEditor(() => remove.mutate(wish.id));
  };
  return (
    <li className="flex gap-3 rounded-2xl border border-rose-100 bg-white p-3" data-testid="wish-item">
      {wish.photo && (
        <a href={storageUrl(wish.photo.display_url)} target="_blank" rel="noreferrer" className="shrink-0">
          <img
            src={storageUrl(wish.photo.thumb_url)}
            alt={t.photoAlt(wish.name)}
            loading="lazy"
            className="size-20 rounded-xl object-cover"
          />
        </a>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold break-words text-rose-950">{wish.name}</p>
          <time dateTime={wish.created_at} className="text-sm text-rose-900/70">
            {formatWishDate(wish.created_at)}
          </time>
        </div>
        <p className="mt-1 break-words whitespace-pre-wrap text-rose-950">{wish.message}</p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <label className="flex cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                role="switch"
                checked={wish.approved}
                disabled={busy}
                onChange={(event) => {
                  const approved = event.target.checked;
                  void runAsEditor(() => approve.mutate({ id: wish.id, approved }));
                }}
                aria-label={t.showName(wish.name)}
                className="size-5 accent-rose-500"
              />
              <span className="text-rose-950">{t.showLabel}</span>
            </label>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${wish.approved ? APPROVED_BADGE : HIDDEN_BADGE}`}>
              {wish.approved ? t.shown : t.hidden}
            </span>
          </div>
          <button
            type="button"
            className="btn-secondary min-h-10 px-4 text-sm"
            aria-label={t.deleteLabel(wish.name)}
            disabled={busy}
            onClick={() => void askRemove()}
          >
            {t.delete}
          </button>
        </div>
      </div>
    </li>
  );
}
