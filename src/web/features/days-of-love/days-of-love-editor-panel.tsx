import { daysOfLoveBody, type DaysOfLove } from '@shared/schemas/days-of-love';
import { useDaysOfLove, useSaveDaysOfLove } from '@/api/days-of-love';
import { idHub } from '@/i18n/id-hub';
import { TextField } from '@/components/text-field';
import { EditorCard, SaveButton } from '@/components/editor-parts';
import { LoadedEditor } from '@/components/loaded-editor';
import { checkForm } from '@/lib/check-form';
import { firstMessage } from '@shared/field-errors';
import { useForm } from '@/lib/use-form';

// Edit Days Of Love Page (docs/product.md §2, §5, §8): the title (max 13) and the start date (a date picker).
// Either blank: 'Judul dan tanggal harus diisi!'. Fetch failure 'Gagal mengambil data dari server.',
// save failure 'Terjadi kesalahan saat menyimpan data.'.

const t = idHub.daysOfLove;

export default function DaysOfLoveEditorPanel() {
  return (
    <LoadedEditor query={useDaysOfLove()} request="GET /api/days-of-love" texts={t}>
      {(record) => <DaysOfLoveForm initial={record} />}
    </LoadedEditor>
  );
}

function DaysOfLoveForm({ initial }: { initial: DaysOfLove | null }) {
  const { field, submit, pending } = useForm({
    initial: { title: initial?.title ?? '', date_at: initial?.date_at ?? '' },
    check: (values) => checkForm(daysOfLoveBody, values),
    useSave: useSaveDaysOfLove,
    saved: t.saved,
    // Either blank: the spec's toast; filled but wrong (a date that does not exist): that field's own message.
    invalidToast: (errors, values) => (!values.title.trim() || !values.date_at.trim() ? t.required : firstMessage(errors)),
  });

  return (
    <EditorCard texts={t} onSubmit={submit}>
      <TextField label={t.titleLabel} {...field('title')} />
      <TextField type="date" label={t.dateLabel} {...field('date_at')} />
      <SaveButton pending={pending} label={t.save} pendingLabel={t.saving} />
    </EditorCard>
  );
}
