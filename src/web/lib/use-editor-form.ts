import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import type { WriteCallbacks, WriteError } from '@/api/write';
import { serverFieldErrors, type Checked, type FieldErrors } from './form-errors';

// The one way an editor form holds its values (decision 013): the values start from the record the
// query gave, a change clears that field's error, Save checks in the browser with the server's own
// schema (checkForm) and only then calls the resource's save hook; a failed save shows the server's
// field errors under the fields and its words as a toast, a good one 'saved' as a toast.

/** The parts of a `useWrite` hook's result the form needs. */
interface SaveMutation<TVariables> {
  mutate: (variables: TVariables) => void;
  isPending: boolean;
}

export interface EditorFormSpec<TForm, TValue, TVariables, TReply> {
  /** The first values, from the record the query gave (the form is mounted once the query has answered). */
  initial: TForm | (() => TForm);
  /** The browser's check: `(form) => checkForm(schema, form)`, or a form module's own on the shared helpers. */
  check: (form: TForm) => Checked<TValue>;
  /** The resource's save hook from src/web/api (called once per render, as hooks are). */
  useSave: (callbacks: WriteCallbacks<TReply, TVariables>) => SaveMutation<TVariables>;
  /** What the save hook takes, from the checked value; the checked value itself by default. */
  toVariables?: (value: TValue, form: TForm) => TVariables;
  /** The success toast: the spec's text, or one built from the reply. */
  saved: string | ((reply: TReply) => string);
  /** A toast when the browser's check fails (the spec's 'X harus diisi!'); none by default. */
  invalidToast?: (errors: FieldErrors, form: TForm) => string | undefined;
  /** The server's field errors by form field; `serverFieldErrors` (first message per field) by default. */
  serverErrors?: (error: WriteError) => FieldErrors;
  /** After a good save and its toast (keep the reply's id, clear a chosen file). */
  onSaved?: (reply: TReply) => void;
}

/** What Save does with the form's values: show the check's errors (and maybe a toast), or send. */
export type SubmitStep<TVariables> =
  { save: false; errors: FieldErrors; toast: string | undefined } | { save: true; variables: TVariables };

export function submitStep<TForm, TValue, TVariables, TReply>(
  spec: Pick<EditorFormSpec<TForm, TValue, TVariables, TReply>, 'check' | 'toVariables' | 'invalidToast'>,
  form: TForm,
): SubmitStep<TVariables> {
  const checked = spec.check(form);
  if (!checked.ok) return { save: false, errors: checked.errors, toast: spec.invalidToast?.(checked.errors, form) };
  const variables = spec.toVariables ? spec.toVariables(checked.value, form) : (checked.value as unknown as TVariables);
  return { save: true, variables };
}

/** The errors once `field` has changed: its own message goes, the others stay. */
export const withoutFieldError = (errors: FieldErrors, field: string): FieldErrors => ({ ...errors, [field]: undefined });

/** The fields of a form that hold text. */
export type TextKeys<TForm> = { [K in keyof TForm]: TForm[K] extends string ? K : never }[keyof TForm] & string;

/** A text field's `value`, `error` and `onValue` from a form's state: `<TextField label={...} {...field('title')} />`. */
export function fieldBinder<TForm>(
  form: TForm,
  errors: Partial<Record<string, string>>,
  set: (field: TextKeys<TForm>, value: string) => void,
) {
  return (field: TextKeys<TForm>) => ({
    value: form[field] as string,
    error: errors[field],
    onValue: (value: string) => set(field, value),
  });
}

export function useEditorForm<TForm extends object, TValue, TVariables, TReply>(spec: EditorFormSpec<TForm, TValue, TVariables, TReply>) {
  const [form, setForm] = useState<TForm>(spec.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { saved, serverErrors, onSaved } = spec;

  const save = spec.useSave({
    onSuccess: (reply) => {
      setErrors({});
      toast.success(typeof saved === 'string' ? saved : saved(reply));
      onSaved?.(reply);
    },
    onError: (error) => {
      setErrors(serverErrors ? serverErrors(error) : serverFieldErrors(error.cause));
      toast.error(error.message);
    },
  });

  /** `change('title')` is the field's onValue. */
  const change =
    <K extends keyof TForm & string>(field: K) =>
    (value: TForm[K]) => {
      setForm((current) => ({ ...current, [field]: value }));
      setErrors((current) => withoutFieldError(current, field));
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const step = submitStep(spec, form);
    if (!step.save) {
      setErrors(step.errors);
      if (step.toast) toast.error(step.toast);
      return;
    }
    save.mutate(step.variables);
  };

  const field = fieldBinder(form, errors, (name, value) => change(name)(value as TForm[typeof name]));

  return { form, errors, change, field, submit, pending: save.isPending };
}
