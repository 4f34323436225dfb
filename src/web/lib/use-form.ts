import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { firstError, serverFieldErrors, withFieldError, withoutFieldError, type Checked, type FieldErrors } from './form-errors';

// The one way a form holds its values (decisions 013 and 093), the giver's editors and every other form alike
// (sign-up, sign-in, the password's, a wish, a reply): the values start from the record the query gave (or empty,
// for a form that adds), a change clears that field's error, Save checks in the browser with the server's own
// schema (checkForm), clears the errors and only then calls the resource's save hook (once: a second Save while
// one is on its way does nothing); a failed save shows the server's field errors under the fields
// (serverFieldErrors, the one adapter) and its words as a toast, or inside the form (`failure: 'inline'`, the
// forms of a page of their own, where a toast would hide the form's own words); a good one its words as a toast
// when it has any. What differs between the forms is a part of the spec below, not a copy of this.

/**
 * What the form reads of a failed save, api/write.ts's WriteError (lib sits below api and names it by its shape):
 * the words to show, the server's field errors, and whether the form stopped the save itself.
 */
export interface SaveFailure {
  readonly message: string;
  readonly errors: FieldErrors;
  readonly aborted: boolean;
}

/** What the form gives a save hook, api/write.ts's WriteCallbacks by shape. */
export interface SaveCallbacks<TReply, TVariables> {
  onSuccess?: (reply: TReply, variables: TVariables) => void;
  onError?: (error: SaveFailure, variables: TVariables) => void;
  onSettled?: () => void;
}

/** The parts of a `useWrite` hook's result the form needs. */
export interface SaveMutation<TVariables> {
  mutate: (variables: TVariables) => void;
  isPending: boolean;
}

export interface FormSpec<TForm, TValue, TVariables, TReply> {
  /** The first values, from the record the query gave (the form is mounted once the query has answered). */
  initial: TForm | (() => TForm);
  /** The browser's check: `(form) => checkForm(schema, form)`, or a form module's own on the shared helpers. */
  check: (form: TForm) => Checked<TValue>;
  /** The resource's save hook from src/web/api (called once per render, as hooks are). */
  useSave: (callbacks: SaveCallbacks<TReply, TVariables>) => SaveMutation<TVariables>;
  /** What the save hook takes, from the checked value; the checked value itself by default. */
  toVariables?: (value: TValue, form: TForm) => TVariables;
  /**
   * How the save is sent, once the check has passed and the errors are cleared: at once by default;
   * `(variables, mutate) => void runAsEditor(() => mutate(variables))` where a lapsed session logs in first
   * (a progress bar is reset, an abort signal added, on the way).
   */
  send?: (variables: TVariables, mutate: (variables: TVariables) => void) => void;
  /** The success toast: the spec's text, or one built from the reply (and what was sent); none when left out. */
  saved?: string | ((reply: TReply, variables: TVariables) => string);
  /**
   * Where a failed save's words go: a toast (the editors, beside a preview), or `failure`, shown by the form above
   * its button, and only when no field error says it under a field ('inline').
   */
  failure?: 'toast' | 'inline';
  /** The toasts of a failed save, where one failure says several things (each field's words); its message by default. */
  failureToasts?: (error: SaveFailure) => string[];
  /** After the browser's check has failed and its errors show (a form that moves the focus to the first). */
  onInvalid?: (errors: FieldErrors) => void;
  /** A toast when the browser's check fails (the spec's 'X harus diisi!'); none by default. */
  invalidToast?: (errors: FieldErrors, form: TForm) => string | undefined;
  /** The form's errors from a failed save; the server's field errors (`serverFieldErrors`) by default. */
  serverErrors?: (error: SaveFailure) => FieldErrors;
  /** The errors stay while their fields are edited, until the next Save (the forms that always did so). */
  keepErrorsWhileEditing?: boolean;
  /** After a good save and its toast (keep the reply's id, clear a chosen file, empty an add form). */
  onSaved?: (reply: TReply, variables: TVariables) => void;
  /** After a save either way (hide its progress bar). */
  onSettled?: () => void;
}

/** What Save does with the form's values: show the check's errors (and maybe a toast), or send. */
export type SubmitStep<TVariables> =
  { save: false; errors: FieldErrors; toast: string | undefined } | { save: true; variables: TVariables };

export function submitStep<TForm, TValue, TVariables, TReply>(
  spec: Pick<FormSpec<TForm, TValue, TVariables, TReply>, 'check' | 'toVariables' | 'invalidToast'>,
  form: TForm,
): SubmitStep<TVariables> {
  const checked = spec.check(form);
  if (!checked.ok) return { save: false, errors: checked.errors, toast: spec.invalidToast?.(checked.errors, form) };
  const variables = spec.toVariables ? spec.toVariables(checked.value, form) : (checked.value as unknown as TVariables);
  return { save: true, variables };
}

/** What a failed save shows: the form's errors and the failure's words as a toast; nothing for a save the form stopped itself. */
export function failureStep(
  error: SaveFailure,
  serverErrors: (error: SaveFailure) => FieldErrors = serverFieldErrors,
): { errors: FieldErrors; toast: string } | null {
  if (error.aborted) return null;
  return { errors: serverErrors(error), toast: error.message };
}

/** The fields of a form that hold text. */
export type TextKeys<TForm> = { [K in keyof TForm]: TForm[K] extends string ? K : never }[keyof TForm] & string;

/** A text field's `value`, `error` and `onValue` from a form's state: `<TextField label={...} {...field('title')} />`. */
export function fieldBinder<TForm>(form: TForm, errors: FieldErrors, set: (field: TextKeys<TForm>, value: string) => void) {
  return (field: TextKeys<TForm>) => ({
    value: form[field] as string,
    error: firstError(errors, field),
    onValue: (value: string) => set(field, value),
  });
}

export function useForm<TForm extends object, TValue, TVariables, TReply>(spec: FormSpec<TForm, TValue, TVariables, TReply>) {
  const [form, setForm] = useState<TForm>(spec.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { saved, serverErrors, onSaved, onSettled, keepErrorsWhileEditing = false, failure: failureShown = 'toast' } = spec;

  const save = spec.useSave({
    onSuccess: (reply, variables) => {
      setErrors({});
      if (saved !== undefined) toast.success(typeof saved === 'string' ? saved : saved(reply, variables));
      onSaved?.(reply, variables);
    },
    onError: (error) => {
      const step = failureStep(error, serverErrors);
      if (!step) return;
      setErrors(step.errors);
      if (failureShown === 'toast') (spec.failureToasts?.(error) ?? [step.toast]).forEach((words) => toast.error(words));
      else setFailure(Object.values(step.errors).some((messages) => messages.length > 0) ? null : step.toast);
    },
    onSettled,
  });

  /** `change('title')` is the field's onValue. */
  const change =
    <K extends keyof TForm & string>(field: K) =>
    (value: TForm[K]) => {
      setForm((current) => ({ ...current, [field]: value }));
      if (!keepErrorsWhileEditing) setErrors((current) => withoutFieldError(current, field));
    };

  /** New values with no errors: another record picked, the mode switched, an add form emptied. */
  const reset = (values: TForm) => {
    setForm(values);
    setErrors({});
  };

  /** A field's error from outside the check (a file picker's or a recorder's), or none. */
  const setError = (field: string, message: string | undefined) => setErrors((current) => withFieldError(current, field, message));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    const step = submitStep(spec, form);
    if (!step.save) {
      setErrors(step.errors);
      if (step.toast) toast.error(step.toast);
      spec.onInvalid?.(step.errors);
      return;
    }
    setErrors({});
    if (spec.send) spec.send(step.variables, save.mutate);
    else save.mutate(step.variables);
  };

  const field = fieldBinder(form, errors, (name, value) => change(name)(value as TForm[typeof name]));

  /** Sends a value of the form's other action (a 'Hapus' beside 'Simpan'), the way Save sends, without its check. */
  const sendNow = (variables: TVariables) => {
    if (save.isPending) return;
    setFailure(null);
    setErrors({});
    if (spec.send) spec.send(variables, save.mutate);
    else save.mutate(variables);
  };

  return {
    form,
    errors,
    /** The message under a field (its first). */
    error: (name: string) => firstError(errors, name),
    change,
    field,
    submit,
    sendNow,
    pending: save.isPending,
    /** A failed save's words, for a form whose failures show inside it (`failure: 'inline'`). */
    failure,
    reset,
    setError,
  };
}
