import { useId, useState } from 'react';
import { HEART_MOMENT_FEELINGS, type HeartMomentFeeling } from '@shared/heart-moments';
import type { HeartMoment } from '@shared/schemas/heart-moments';
import {
  useDeleteHeartMoment,
  useHeartMoments,
  useSetHeartMomentVisibility,
  useToggleHeartMomentHeart,
  type HeartMoments,
} from '@/api/heart-moments';
import { storageUrl } from '@/api/storage-url';
import { ask } from '@/components/ask';
import { idHeartMoments } from '@/i18n/id-heart-moments';
import { toast, useLoadFailure } from '@/lib/toast';
import { HeartMomentForm } from './heart-moment-form';
import { LoadFailed } from '@/components/page-fallback';

// The moments the session may see (docs/product.md §29), newest first, grouped by month, with a filter by feeling
// and its counts (the server's, over the same moments). Its author edits, deletes and shares or hides a moment; the
// other partner gives a shared one a heart.

const t = idHeartMoments.list;

/** 'YYYY-MM' → 'Februari 2025' in the page's language. */
const monthName = (month: string) =>
  new Intl.DateTimeFormat(idHeartMoments.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const dayName = (date: string) =>
  new Intl.DateTimeFormat(idHeartMoments.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The moments in their months, in the order given (newest first). */
export function byMonth(moments: readonly HeartMoment[]): { month: string; moments: HeartMoment[] }[] {
  const groups: { month: string; moments: HeartMoment[] }[] = [];
  for (const moment of moments) {
    const month = moment.date.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.moments.push(moment);
    else groups.push({ month, moments: [moment] });
  }
  return groups;
}

export function HeartMomentList() {
  const moments = useHeartMoments();
  const headingId = useId();
  const [feeling, setFeeling] = useState<HeartMomentFeeling | 'all'>('all');
  useLoadFailure(moments, 'GET /api/heart-moments');
  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-rose-100 pt-6">
      <h2 id={headingId} className="font-display text-xl font-bold text-rose-700">
        {t.heading}
      </h2>
      {moments.isPending ? (
        <p role="status" className="mt-2 text-rose-900/70">
          {t.loading}
        </p>
      ) : moments.isError ? (
        <LoadFailed words={t.loadFailed} className="mt-2 text-red-700" />
      ) : (
        <FilteredMoments data={moments.data} feeling={feeling} onFeeling={setFeeling} />
      )}
    </section>
  );
}

function FilteredMoments({
  data,
  feeling,
  onFeeling,
}: {
  data: HeartMoments;
  feeling: HeartMomentFeeling | 'all';
  onFeeling: (feeling: HeartMomentFeeling | 'all') => void;
}) {
  const f = idHeartMoments.filter;
  if (data.moments.length === 0) return <p className="mt-2 text-rose-900/70">{t.none}</p>;
  const shown = feeling === 'all' ? data.moments : data.moments.filter((moment) => moment.feeling === feeling);
  const chip = (value: HeartMomentFeeling | 'all', label: string) => (
    <button
      key={value}
      type="button"
      aria-pressed={feeling === value}
      onClick={() => onFeeling(value)}
      className={
        'rounded-full border px-3 py-2 text-sm text-rose-900 ' +
        (feeling === value ? 'border-rose-500 bg-rose-100' : 'border-rose-200 bg-white')
      }
    >
      {label}
    </button>
  );
  return (
    <>
      <div role="group" aria-label={f.legend} className="mt-3 flex flex-wrap gap-2">
        {chip('all', f.all(data.moments.length))}
        {HEART_MOMENT_FEELINGS.map((code) => chip(code, f.feeling(idHeartMoments.feelings[code], data.counts[code])))}
      </div>
      {shown.length === 0 ? (
        <p className="mt-3 text-rose-900/70">{t.noneForFeeling}</p>
      ) : (
        byMonth(shown).map((group) => (
          <section key={group.month} className="mt-5">
            <h3 className="text-sm font-semibold tracking-wide text-rose-900/70 uppercase">{monthName(group.month)}</h3>
            <ul className="mt-2 flex flex-col gap-3">
              {group.moments.map((moment) => (
                <MomentItem key={moment.id} moment={moment} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}

function MomentItem({ moment }: { moment: HeartMoment }) {
  const [editing, setEditing] = useState(false);
  const feeling = idHeartMoments.feelings[moment.feeling];
  const visibility = useSetHeartMomentVisibility({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (e) => toast.error(e.message),
  });
  const remove = useDeleteHeartMoment({ onSuccess: (reply) => toast.success(reply.message), onError: (e) => toast.error(e.message) });
  const heart = useToggleHeartMomentHeart({ onError: (e) => toast.error(e.message) });
  if (editing) {
    return (
      <li className="rounded-2xl border border-rose-200 bg-white p-4">
        <HeartMomentForm editing={moment} onDone={() => setEditing(false)} />
      </li>
    );
  }
  const author = moment.mine ? t.mine : moment.author === 'giver' ? t.byGiver : t.byRecipient;
  return (
    <li className="rounded-2xl border border-rose-100 bg-rose-50/60 p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-rose-900/70">
        <span className="rounded-full bg-rose-100 px-2 py-0.5 font-semibold text-rose-700">{feeling}</span>
        <time dateTime={moment.date}>{dayName(moment.date)}</time>
        <span>· {author}</span>
        {moment.visibility === 'private' && <span className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-900">{t.privateBadge}</span>}
      </div>
      <p className="mt-2 break-words whitespace-pre-wrap text-rose-950">{moment.words}</p>
      {moment.photo && (
        <img
          src={storageUrl(moment.photo.thumb_url)}
          alt={t.photoAlt(feeling)}
          loading="lazy"
          className="mt-2 max-h-64 max-w-full rounded-xl object-cover"
        />
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {moment.mine ? (
          <>
            <button type="button" className="btn-secondary text-sm" onClick={() => setEditing(true)}>
              {t.edit}
            </button>
            <button
              type="button"
              className="btn-secondary text-sm"
              disabled={visibility.isPending}
              onClick={() => visibility.mutate({ id: moment.id, visibility: moment.visibility === 'shared' ? 'private' : 'shared' })}
            >
              {moment.visibility === 'shared' ? t.makePrivate : t.makeShared}
            </button>
            <button
              type="button"
              className="btn-secondary text-sm"
              disabled={remove.isPending}
              onClick={async () => {
                // The app's own question (docs/product.md §9).
                if (await ask(t.confirmRemove)) remove.mutate(moment.id);
              }}
            >
              {t.remove}
            </button>
            {moment.hearted && <span className="text-sm text-rose-700">♥ {t.hearted}</span>}
          </>
        ) : (
          <button
            type="button"
            aria-pressed={moment.hearted}
            disabled={heart.isPending}
            onClick={() => heart.mutate(moment.id)}
            className={
              'rounded-full border px-3 py-2 text-sm ' +
              (moment.hearted ? 'border-rose-500 bg-rose-500 text-white' : 'border-rose-200 bg-white text-rose-700')
            }
          >
            {moment.hearted ? `♥ ${t.unheart}` : `♡ ${t.heart}`}
          </button>
        )}
      </div>
    </li>
  );
}
