import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { openingBody, type Opening, type OpeningInput } from '@shared/schemas/opening';
import { useOpening, useSaveOpening } from '@/api/opening';
import { idHub } from '@/i18n/id-hub';
import { TextField } from '@/components/text-field';
import { EditorCard, LoadingCard, SaveButton } from '@/components/editor-parts';
import { useLoadFailureToast } from '@/lib/use-load-failure-toast';
import { checkForm, serverFieldErrors, type FieldErrors } from '@/lib/form-errors';

// Edit Opening Page (SPEC.md §2, §5, §8): 'Judul Halaman' and 'Nama Penerima', each with the first
// failing rule under it; 'Simpan'. Load failure 'Gagal mengambil data.', save failure 'Gagal menyimpan
// data.', success 'Data berhasil disimpan!'; failures are also logged.

const t = idHub.opening;

export default function OpeningEditorPanel() {
  const opening = useOpening();

  useLoadFailureToast(opening, 'GET /api/opening', t.loadFailed, 'opening-editor-load-failed');

  if (opening.isPending) {
    return <LoadingCard texts={t} loadingText={t.loading} />;
  }
  return <OpeningForm initial={opening.data ?? null} />;
}

function OpeningForm({ initial }: { initial: Opening | null }) {
  const [form, setForm] = useState<OpeningInput>({
    title: initial?.title ?? '',
    recipient_name: initial?.recipient_name ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useSaveOpening({
    onSuccess: () => {
      setErrors({});
      toast.success(t.saved);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error.cause));
      toast.error(error.message);
    },
  });

  const change = (field: keyof OpeningInput) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(openingBody, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(checked.value);
  };

  return (
    <EditorCard texts={t} onSubmit={submit}>
      <TextField label={t.titleLabel} value={form.title} onValue={change('title')} error={errors.title} />
      <TextField
        label={t.recipientLabel}
        value={form.recipient_name}
        onValue={change('recipient_name')}
        error={errors.recipient_name}
      />
      <SaveButton pending={save.isPending} label={t.save} pendingLabel={t.saving} />
    </EditorCard>
  );
}
