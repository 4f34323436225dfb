import { toast } from '@/lib/toast';
import type { LoveMoment } from '@shared/schemas/love-moment';
import { useDeleteLoveMoment } from '@/api/love-moment';
import { ask } from '@/components/ask';
import { useEditorGate } from '@/components/editor-gate';
import { idLoveMoment } from '@/i18n/id-love-moment';
import { TrashIcon } from './moment-icons';

const t = idLoveMoment.story;

/** The giver's delete in a card's corner: asked first, then sent as the editor (a lapsed session logs in first). */
export function RemoveMomentButton({ moment }: { moment: LoveMoment }) {
  const { runAsEditor } = useEditorGate();
  const remove = useDeleteLoveMoment({
    onSuccess: () => toast.success(t.removed),
    onError: (error) => toast.error(error.message),
  });

  const askRemove = async () => {
    if (!(await ask(t.confirmRemove))) return;
    void runAsEditor(() => remove.mutate(moment.id));
  };

  return (
    <button
      type="button"
      aria-label={t.remove(moment.title)}
      title={t.remove(moment.title)}
      disabled={remove.isPending}
      onClick={askRemove}
      className={
        'absolute top-3 right-3 z-10 flex size-11 items-center justify-center rounded-full ' +
        'bg-white/90 text-rose-600 shadow-md transition hover:bg-rose-50 disabled:opacity-50'
      }
    >
      <TrashIcon />
    </button>
  );
}
