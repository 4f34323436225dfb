import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@/lib/router';
import { toast, useLoadFailure } from '@/lib/toast';
import { KEEPABLE_KEYS, type KeepableKey, type ReadinessItem } from '@shared/schemas/activity';
import { useDaysOfLove, useSaveDaysOfLove } from '@/api/days-of-love';
import { readinessQueryOptions, useReadiness, useSaveKeptText } from '@/api/readiness';
import { useEditorGate } from '@/components/editor-gate';
import { idReadiness } from '@/i18n/id-readiness';
import { formatDay, READINESS_SECTIONS, sectionHref } from './footsteps';
import { HubSection } from '@/components/hub-section';
import { LoadFailed } from '@/components/page-fallback';

// 'Siap diberikan?' (decision 040): what still holds the demo gift, each open item a link to its editor.
// Advice only: nothing is blocked. The counter's start can take the PIN's date in one click; a demo quiz question or
// the demo letter can be kept on purpose ('Tetap pakai'), and the item then counts as done.

const t = idReadiness.ready;

export default function ReadinessPanel() {
  const readiness = useReadiness();
  useLoadFailure(readiness, 'GET /api/readiness');
  const data = readiness.data;
  const openCount = data?.items.filter((item) => !item.done).length ?? 0;

  return (
    <HubSection heading={t.heading} intro={t.intro} className="card w-full space-y-4" testId="readiness-panel">
      {readiness.isPending ? (
        <p role="status" className="text-rose-900/70">
          {t.loading}
        </p>
      ) : !data ? (
        <LoadFailed words={t.loadFailed} className="text-red-700" />
      ) : (
        <>
          <p role="status" className={`font-semibold ${data.ready ? 'text-emerald-700' : 'text-amber-800'}`}>
            {data.ready ? t.allDone : t.openCount(openCount)}
          </p>
          <ul className="flex flex-col gap-2">
            {data.items.map((item) => (
              <ChecklistItem key={item.key} item={item} />
            ))}
          </ul>
        </>
      )}
    </HubSection>
  );
}

const isKeepable = (key: ReadinessItem['key']): key is KeepableKey => (KEEPABLE_KEYS as readonly string[]).includes(key);

/** The first line of a letter kept as one text (paragraphs joined by blank lines). */
const firstLine = (text: string) => text.split('\n')[0] ?? text;

function ChecklistItem({ item }: { item: ReadinessItem }) {
  const words = t.items[item.key];
  const demoWords = !item.demo ? words.open : item.key === 'letter' ? t.demoLetter(firstLine(item.demo)) : t.demoQuestion(item.demo);
  return (
    <li
      data-key={item.key}
      data-done={item.done}
      className={`rounded-2xl border p-3 ${item.done ? 'border-emerald-100 bg-emerald-50/60' : 'border-amber-200 bg-amber-50/70'}`}
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className={`mt-0.5 text-lg leading-none ${item.done ? 'text-emerald-600' : 'text-amber-600'}`}>
          {item.done ? '✓' : '○'}
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-rose-950">
            {words.label}
            <span className="sr-only">: {item.done ? t.done : t.open}</span>
          </p>
          {item.done ? null : <p className="text-sm text-rose-900/80">{demoWords}</p>}
          {!item.done && item.suggest ? <UsePinDate date={item.suggest} /> : null}
          {!item.done && item.demo && isKeepable(item.key) ? (
            <KeepDemoText itemKey={item.key} label={words.label} text={item.demo} />
          ) : null}
          {isKeepable(item.key) &&
            item.kept?.map((text) => <KeptDemoText key={text} itemKey={item.key as KeepableKey} label={words.label} text={text} />)}
        </div>
        {item.done ? null : (
          <Link to={sectionHref(READINESS_SECTIONS[item.key])} className="btn-secondary min-h-9 shrink-0 px-3 text-sm">
            {t.edit}
            <span className="sr-only"> {words.label}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/** Sets the days-of-love counter's start to the PIN's date, keeping its title. */
function UsePinDate({ date }: { date: string }) {
  const counter = useDaysOfLove();
  const queryClient = useQueryClient();
  const { runAsEditor } = useEditorGate();
  const save = useSaveDaysOfLove({
    onSuccess: () => {
      toast.success(t.usePinDateSaved);
      void queryClient.invalidateQueries({ queryKey: readinessQueryOptions().queryKey });
    },
    onError: (failure) => toast.error(failure.message),
  });
  const title = counter.data?.title;
  return (
    <button
      type="button"
      className="btn-primary mt-2 min-h-9 px-3 text-sm"
      disabled={save.isPending || !title}
      onClick={() => title && void runAsEditor(() => save.mutate({ title, date_at: date }))}
    >
      {save.isPending ? t.usePinDateSaving : t.usePinDate(formatDay(date, idReadiness.locale))}
    </button>
  );
}

/** 'Tetap pakai' (decision 087): the demo text the item names stays, and the item counts as done. */
function KeepDemoText({ itemKey, label, text }: { itemKey: KeepableKey; label: string; text: string }) {
  const { runAsEditor } = useEditorGate();
  const save = useSaveKeptText({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (failure) => toast.error(failure.message),
  });
  return (
    <div className="mt-2">
      <p className="text-sm text-rose-900/70">{t.keepHint}</p>
      <button
        type="button"
        className="btn-secondary mt-1 min-h-9 px-3 text-sm"
        disabled={save.isPending}
        aria-busy={save.isPending}
        onClick={() => void runAsEditor(() => save.mutate({ key: itemKey, text, kept: true }))}
      >
        {save.isPending ? t.keepSaving : t.keep}
        <span className="sr-only"> {label}</span>
      </button>
    </div>
  );
}

/** A demo text kept on purpose: named, with 'Batalkan' to count it as open again. */
function KeptDemoText({ itemKey, label, text }: { itemKey: KeepableKey; label: string; text: string }) {
  const { runAsEditor } = useEditorGate();
  const save = useSaveKeptText({
    onSuccess: (reply) => toast.success(reply.message),
    onError: (failure) => toast.error(failure.message),
  });
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <p className="min-w-0 flex-1 text-sm text-rose-900/80">{t.kept(firstLine(text))}</p>
      <button
        type="button"
        className="btn-secondary min-h-9 shrink-0 px-3 text-sm"
        disabled={save.isPending}
        aria-busy={save.isPending}
        onClick={() => void runAsEditor(() => save.mutate({ key: itemKey, text, kept: false }))}
      >
        {save.isPending ? t.keepSaving : t.unkeep}
        <span className="sr-only"> {label}</span>
      </button>
    </div>
  );
}
