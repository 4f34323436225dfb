import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useCreateGift } from '@/api/operator';
import { TextField } from '@/components/text-field';
import { idOperator } from '@/i18n/id-operator';
import { giftCreateBody } from '@shared/schemas/operator';
import { checkForm } from '@/lib/check-form';
import { firstError, onlyFields, serverFieldErrors, withoutFieldError, type FieldErrors } from '@/lib/form-errors';
import { LanguageRadios } from '@/components/language-radios';
import type { Language } from '@shared/languages';

const t = idOperator.create;
interface NewGiftValues {
  slug: string;
  editor_email: string;
  editor_password: string;
  /** The gift's language and its demo content's (decision 032). */
  language: Language;
}
/** The fields a refusal can be about; one about anything else reads above the button. */
const FIELDS = onlyFields(['slug', 'editor_email', 'editor_password', 'language'] satisfies (keyof NewGiftValues)[]);

const blank: NewGiftValues = { slug: '', editor_email: '', editor_password: '', language: 'id' };

export function CreateGiftForm({ baseDomain }: { baseDomain: string }) {
  const [values, setValues] = useState<NewGiftValues>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  const create = useCreateGift({
    onSuccess: (reply) => {
      setValues(blank);
      setCreated(reply.data.url);
      toast.success(t.created(reply.data.url));
    },
    onError: (error) => {
      // The server's field errors sit under their fields; its message (a reserved or taken slug) above the button.
      const fields = serverFieldErrors(error, FIELDS);
      setErrors(fields);
      // A refusal about one field reads under it; anything else above the button.
      setFailure(Object.values(fields).some((messages) => messages.length > 0) ? null : error.message);
    },
  });

  const languageHintId = useId();
  const set = (field: Exclude<keyof NewGiftValues, 'language'>) => (value: string) => {
    setValues((current) => ({ ...current, [field]: field === 'slug' ? value.toLowerCase() : value }));
    setErrors((current) => withoutFieldError(current, field));
  };

  const setLanguage = (language: Language) => {
    setValues((current) => ({ ...current, language }));
    setErrors((current) => withoutFieldError(current, 'language'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFailure(null);
    setCreated(null);
    // The server's own rules and words (src/shared/schemas/operator.ts); it checks again, and a taken slug is its to say.
    const checked = checkForm(giftCreateBody, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.value);
  };

  return (
    <section className="card" aria-labelledby="create-gift-heading">
      <h2 id="create-gift-heading" className="font-display text-xl font-bold text-rose-700">
        {t.heading}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 md:grid-cols-3">
        <TextField
          label={t.slug}
          value={values.slug}
          onValue={set('slug')}
          error={firstError(errors, 'slug')}
          hint={t.slugHint(baseDomain)}
          maxLength={40}
        />
        <TextField
          label={t.editorEmail}
          type="email"
          value={values.editor_email}
          onValue={set('editor_email')}
          error={firstError(errors, 'editor_email')}
        />
        <TextField
          label={t.editorPassword}
          type="password"
          autoComplete="new-password"
          value={values.editor_password}
          onValue={set('editor_password')}
          error={firstError(errors, 'editor_password')}
          hint={t.passwordHint}
        />
        <fieldset className="md:col-span-3" aria-describedby={languageHintId}>
          <legend className="mb-1 font-semibold text-rose-900">{t.language}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            <LanguageRadios name="new-gift-language" value={values.language} names={t.languageNames} onChange={setLanguage} />
          </div>
          <p id={languageHintId} className="mt-1 text-sm text-rose-900/70">
            {t.languageHint}
          </p>
          {firstError(errors, 'language') && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {firstError(errors, 'language')}
            </p>
          )}
        </fieldset>
        <div className="md:col-span-3">
          {failure && (
            <p role="alert" className="mb-3 text-sm text-red-700">
              {failure}
            </p>
          )}
          {created && (
            <p role="status" className="mb-3 text-sm font-semibold text-emerald-700">
              {t.created(created)}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            {create.isPending ? t.submitting : t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
