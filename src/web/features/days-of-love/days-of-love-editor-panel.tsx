import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { daysOfLoveBody, type DaysOfLove, type DaysOfLoveInput } from '@shared/schemas/days-of-love';
import { useDaysOfLove, useSaveDaysOfLove } from '@/api/days-of-love';
import { idHub } from '@/i18n/id-hub';
import { TextField } from '@/components/text-field';
import { EditorCard, LoadingCard, SaveButton } from '@/components/editor-parts';
import { useLoadFailureToast } from '@/lib/use-load-failure-toast';
import { checkForm, serverFieldErrors, type FieldErrors } from '@/lib/form-errors';

// Edit Days Of Love Page (SPEC.md §2, §5, §8): the title (max 13) and the start date (a date picker).
// Either blank: 'Judul dan tanggal harus diisi!'. Fetch failure 'Gagal mengambil data dari server.',
// save failure 'Terjadi kesalahan saat menyimpan data.'.

const t = idHub.daysOfLove;

export default function DaysOfLoveEditorPanel() {
  const daysOfLove = useDaysOfLove();

  useLoadFailureToast(daysOfLove, 'GET /api/days-of-love', t.loadFailed, 'days-of-love-editor-load-failed');

  if (daysOfLove.isPending) {
    return <LoadingCard texts={t} loadingText={t.loading} />;
  }
  return <DaysOfLoveForm initial={daysOfLove.data ?? null} />;
}

function DaysOfLoveForm({ initial }: { initial: DaysOfLove | null }) {
  const [form, setForm] = useState<DaysOfLoveInput>({ title: initial?.title ?? '', date_at: initial?.date_at ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useSaveDaysOfLove({
    onSuccess: () => {
      setErrors({});
      toast.success(t.saved);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error.cause));
      toast.error(error.message);
    },
  });

  const change = (field: keyof DaysOfLoveInput) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(daysOfLoveBody, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (!form.title.trim() || !form.date_at.trim()) toast.error(t.required);
      return;
    }
    save.mutate(checked.value);
  };

  return (
    <EditorCard texts={t} onSubmit={submit}>
      <TextField label={t.titleLabel} value={form.title} onValue={change('title')} error={errors.title} />
      <TextField type="date" label={t.dateLabel} value={form.date_at} onValue={change('date_at')} error={errors.date_at} />
      <SaveButton pending={save.isPending} label={t.save} pendingLabel={t.saving} />
    </EditorCard>
  );
}
