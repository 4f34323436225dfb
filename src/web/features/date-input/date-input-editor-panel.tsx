import { useState } from 'react';
import { DATE_INPUT_DATE_LENGTH } from '@shared/constants';
import { dateInputCreateBody, type DateInput } from '@shared/schemas/date-input';
import { useDateInput, useSaveDateInput } from '@/api/date-input';
import { idHub } from '@/i18n/id-hub';
import { TextField } from '@/components/text-field';
import { EditorCard, SaveButton } from '@/components/editor-parts';
import { LoadedEditor } from '@/components/loaded-editor';
import { checkForm } from '@/lib/check-form';
import { firstMessage } from '@shared/field-errors';
import { useForm } from '@/lib/use-form';
import { PinPhotoField } from './pin-photo-field';

// Edit Date Input Page (docs/product.md §2, §4, §5, §8): the PIN page's title and the date DDMMYY that is the
// PIN (the server gives the stored date to the editor only). Update when a record exists, otherwise
// create. Either blank: toast 'Judul dan tanggal harus diisi!'.

const t = idHub.dateInput;

export default function DateInputEditorPanel() {
  return (
    <LoadedEditor query={useDateInput()} request="GET /api/date-input" texts={t}>
      {(record) => (
        <div className="flex flex-col gap-6">
          <DateInputForm initial={record} />
          <PinPhotoField />
        </div>
      )}
    </LoadedEditor>
  );
}

function DateInputForm({ initial }: { initial: DateInput | null }) {
  // Kept from the save's reply too, so a second save right after a create updates instead of creating again.
  const [recordId, setRecordId] = useState<number | null>(initial?.id ?? null);
  const { field, submit, pending } = useForm({
    initial: { title: initial?.title ?? '', selected_date: initial?.selected_date ?? '' },
    check: (values) => checkForm(dateInputCreateBody, values),
    useSave: useSaveDateInput,
    toVariables: (value) => ({ id: recordId, ...value }),
    saved: t.saved,
    // Either blank: the spec's toast; filled but wrong (a date that does not exist): that field's own message.
    invalidToast: (errors, values) => (!values.title.trim() || !values.selected_date.trim() ? t.required : firstMessage(errors)),
    onSaved: (reply) => setRecordId(reply.data.id),
  });

  return (
    <EditorCard texts={t} onSubmit={submit}>
      <TextField label={t.titleLabel} {...field('title')} />
      <TextField
        label={t.dateLabel}
        {...field('selected_date')}
        hint={t.dateHint}
        placeholder={t.datePlaceholder}
        inputMode="numeric"
        maxLength={DATE_INPUT_DATE_LENGTH}
      />
      <SaveButton pending={pending} label={t.save} pendingLabel={t.saving} />
    </EditorCard>
  );
}
