import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { DATE_INPUT_DATE_LENGTH } from '@shared/constants';
import { dateInputCreateBody, type DateInput, type DateInputCreate } from '@shared/schemas/date-input';
import { useDateInput, useSaveDateInput } from '@/api/date-input';
import { idHub } from '@/i18n/id-hub';
import { TextField } from '@/components/text-field';
import { EditorCard, LoadingCard, SaveButton } from '@/components/editor-parts';
import { useLoadFailureToast } from '@/lib/use-load-failure-toast';
import { checkForm, serverFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { PinPhotoField } from './pin-photo-field';

// Edit Date Input Page (SPEC.md §2, §4, §5, §8): the PIN page's title and the date DDMMYY that is the
// PIN (the server gives the stored date to the editor only). Update when a record exists, otherwise
// create. Either blank: toast 'Judul dan tanggal harus diisi!'.

const t = idHub.dateInput;

export default function DateInputEditorPanel() {
  const record = useDateInput();

  useLoadFailureToast(record, 'GET /api/date-input', t.loadFailed, 'date-input-editor-load-failed');

  if (record.isPending) {
    return <LoadingCard texts={t} loadingText={t.loading} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <DateInputForm initial={record.data ?? null} />
      <PinPhotoField />
    </div>
  );
}

function DateInputForm({ initial }: { initial: DateInput | null }) {
  // Kept from the save's reply too, so a second save right after a create updates instead of creating again.
  const [recordId, setRecordId] = useState<number | null>(initial?.id ?? null);
  const [form, setForm] = useState<DateInputCreate>({
    title: initial?.title ?? '',
    selected_date: initial?.selected_date ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useSaveDateInput({
    onSuccess: (reply) => {
      setRecordId(reply.data.id);
      setErrors({});
      toast.success(t.saved);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error.cause));
      toast.error(error.message);
    },
  });

  const change = (field: keyof DateInputCreate) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkForm(dateInputCreateBody, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (!form.title.trim() || !form.selected_date.trim()) toast.error(t.required);
      return;
    }
    save.mutate({ id: recordId, ...checked.value });
  };

  return (
    <EditorCard texts={t} onSubmit={submit}>
      <TextField label={t.titleLabel} value={form.title} onValue={change('title')} error={errors.title} />
      <TextField
        label={t.dateLabel}
        value={form.selected_date}
        onValue={change('selected_date')}
        error={errors.selected_date}
        hint={t.dateHint}
        placeholder={t.datePlaceholder}
        inputMode="numeric"
        maxLength={DATE_INPUT_DATE_LENGTH}
      />
      <SaveButton pending={save.isPending} label={t.save} pendingLabel={t.saving} />
    </EditorCard>
  );
}
