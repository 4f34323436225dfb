import { useId, useState } from 'react';
import { toast, useLoadFailure } from '@/lib/toast';
import { useActivity, useSaveRecordActivity } from '@/api/readiness';
import { useSettings } from '@/api/settings';
import { useEditorGate } from '@/components/editor-gate';
import { idReadiness } from '@/i18n/id-readiness';
import { describeFootstep, firstUnlock, formatWhen } from './footsteps';
import { NotifySwitch } from '@/components/notify-switch';
import { HubSection } from '@/components/hub-section';
import { LoadFailed } from '@/components/page-fallback';

// 'Jejak' (decision 040): when the recipient first opened the gift and their latest footsteps, newest first,
// and the switch that turns the recording off (then nothing is written at all).

const t = idReadiness.footsteps;
/** The timeline stays short; the rest is counted. */
const SHOWN = 15;

export default function FootstepsPanel() {
  const activity = useActivity();
  useLoadFailure(activity, 'GET /api/activity');
  const entries = activity.data ?? [];
  const first = firstUnlock(entries);

  return (
    <HubSection heading={t.heading} intro={t.intro} className="card w-full space-y-4" testId="footsteps-panel">
      <RecordSwitch />
      <NotifySwitch kind="opened" />
      {activity.isPending ? (
        <p role="status" className="text-rose-900/70">
          {t.loading}
        </p>
      ) : activity.isError ? (
        <LoadFailed words={t.loadFailed} className="text-red-700" />
      ) : entries.length === 0 ? (
        <p className="text-rose-900/80">{t.empty}</p>
      ) : (
        <>
          <p className="font-semibold text-rose-950">{first ? t.firstOpened(formatWhen(first.at, idReadiness.locale)) : t.notOpened}</p>
          <ol aria-label={t.listLabel} className="flex flex-col gap-2 border-l-2 border-rose-200 pl-4">
            {entries.slice(0, SHOWN).map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="text-sm">
                <span className="font-medium text-rose-950">{describeFootstep(entry, t)}</span>{' '}
                <time dateTime={entry.at} className="text-rose-900/70">
                  {formatWhen(entry.at, idReadiness.locale)}
                </time>
              </li>
            ))}
          </ol>
          {entries.length > SHOWN ? <p className="text-sm text-rose-900/70">{t.more(entries.length - SHOWN)}</p> : null}
        </>
      )}
    </HubSection>
  );
}

function RecordSwitch() {
  const settings = useSettings();
  const hintId = useId();
  const { runAsEditor } = useEditorGate();
  /** The choice just made: shown at once, while it is saved. */
  const [chosen, setChosen] = useState<boolean>();
  const save = useSaveRecordActivity({
    onSuccess: (_reply, next) => {
      setChosen(undefined);
      toast.success(t.saved(next));
    },
    onError: (failure) => {
      setChosen(undefined);
      toast.error(failure.message);
    },
  });
  const on = chosen ?? settings.data?.record_activity ?? true;
  return (
    <div className="rounded-2xl border border-rose-100 bg-rose-50/60 p-4">
      <label className="flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={settings.isPending || save.isPending}
          onChange={(event) => {
            const next = event.target.checked;
            setChosen(next);
            void runAsEditor(() => save.mutate(next));
          }}
          aria-describedby={hintId}
          className="size-5 accent-rose-500"
        />
        <span className="font-semibold text-rose-950">{t.recordLabel}</span>
      </label>
      <p id={hintId} className="mt-2 text-sm text-rose-900/70">
        {on ? t.recordOn : t.recordOff}
      </p>
    </div>
  );
}
