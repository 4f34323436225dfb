import { useId, useState } from 'react';
import { useSaveNotify } from '@/api/notify';
import { useSettings } from '@/api/settings';
import { useEditorGate } from '@/components/editor-gate';
import { idSignup } from '@/i18n/id-signup';
import { toast } from '@/lib/toast';
import type { NotifyKind } from '@shared/schemas/settings';

// One of the giver's mails (docs/product.md 'Kabar untuk pemberi') as a switch in its hub section:
// 'opened' in Jejak, 'replies' in Balasan, 'wishes' in Ucapan, 'moments' in Momen Hati (docs/product.md §29). Shown at
// once, saved alone, put back on a failure.

const t = idSignup.notify;
const LABEL: Record<NotifyKind, string> = { opened: t.opened, replies: t.replies, wishes: t.wishes, moments: t.moments };

export function NotifySwitch({ kind }: { kind: NotifyKind }) {
  const settings = useSettings();
  const hintId = useId();
  const { runAsEditor } = useEditorGate();
  /** The choice just made: shown at once, while it is saved. */
  const [chosen, setChosen] = useState<boolean>();
  const save = useSaveNotify({
    onSuccess: (_reply, change) => {
      setChosen(undefined);
      toast.success(t.saved(change[kind] ?? false));
    },
    onError: (failure) => {
      setChosen(undefined);
      toast.error(failure.message);
    },
  });
  const on = chosen ?? settings.data?.notify?.[kind] ?? kind !== 'wishes';
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
            void runAsEditor(() => save.mutate({ [kind]: next }));
          }}
          aria-describedby={hintId}
          className="size-5 accent-rose-500"
        />
        <span className="font-semibold text-rose-950">{LABEL[kind]}</span>
      </label>
      <p id={hintId} className="mt-1 text-sm text-rose-900/70">
        {kind === 'opened' ? `${t.openedHint} ${t.hint}` : t.hint}
      </p>
    </div>
  );
}
