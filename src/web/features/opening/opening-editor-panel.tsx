import { openingBody, type Opening } from '@shared/schemas/opening';
import { useOpening, useSaveOpening } from '@/api/opening';
import { idHub } from '@/i18n/id-hub';
import { TextField } from '@/components/text-field';
import { EditorCard, SaveButton } from '@/components/editor-parts';
import { LoadedEditor } from '@/components/loaded-editor';
import { checkForm } from '@/lib/check-form';
import { useForm } from '@/lib/use-form';

// Edit Opening Page (docs/product.md §2, §5, §8): 'Judul Halaman' and 'Nama Penerima', each with the first
// failing rule under it; 'Simpan'. Load failure 'Gagal mengambil data.', save failure 'Gagal menyimpan
// data.', success 'Data berhasil disimpan!'; failures are also logged.

const t = idHub.opening;

export default function OpeningEditorPanel() {
  return (
    <LoadedEditor query={useOpening()} request="GET /api/opening" texts={t}>
      {(record) => <OpeningForm initial={record} />}
    </LoadedEditor>
  );
}

function OpeningForm({ initial }: { initial: Opening | null }) {
  const { field, submit, pending } = useForm({
    initial: { title: initial?.title ?? '', recipient_name: initial?.recipient_name ?? '' },
    check: (values) => checkForm(openingBody, values),
    useSave: useSaveOpening,
    saved: t.saved,
  });

  return (
    <EditorCard texts={t} onSubmit={submit}>
      <TextField label={t.titleLabel} {...field('title')} />
      <TextField label={t.recipientLabel} {...field('recipient_name')} />
      <SaveButton pending={pending} label={t.save} pendingLabel={t.saving} />
    </EditorCard>
  );
}
