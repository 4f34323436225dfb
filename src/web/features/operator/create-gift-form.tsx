import { useId, useState, type FormEvent } from 'react';
import { useCreateGift } from '@/api/operator';
import { TextField } from '@/components/text-field';
import { idOperator } from '@/i18n/id-operator';
import { giftCreateBody } from '@shared/schemas/operator';
import { checkForm } from '@/lib/check-form';
import { firstError, onlyFields, serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { LanguageRadios } from '@/components/language-radios';
import type { Language } from '@shared/languages';

const t = idOperator.create;
interface NewGiftValues {
  slug: string;
  editor_email: string;
  editor_password: string;
  /** The gift's language and its demo content's. */
  language: Language;
}
/** The fields a refusal can be about; one about anything else reads above the button. */
const FIELDS = onlyFields(['slug', 'editor_email', 'editor_password', 'language'] satisfies (keyof NewGiftValues)[]);

const blank: NewGiftValues = { slug: '', editor_email: '', editor_password: '', language: 'id' };

export function CreateGiftForm({ baseDomain }: { baseDomain: string }) {
  const [created, setCreated] = useState<string | null>(null);
  // The server's own rules and words (src/shared/schemas/operator.ts); it checks again, and a taken slug is its to
  // say: a refusal about one field reads under it, anything else above the button.
  const {
    form: values,
    errors,
    change,
    field,
    reset,
    submit,
    pending,
    failure,
  } = useForm({
    initial: blank,
    check: (form: NewGiftValues) => checkForm(giftCreateBody, form),
    useSave: useCreateGift,
    serverErrors: (error) => serverFieldErrors(error, FIELDS),
    failure: 'inline',
    saved: (reply) => t.created(reply.data.url),
    onSaved: (reply) => {
      reset(blank);
      setCreated(reply.data.url);
    },
  });
  const languageHintId = useId();

  const send = (event: FormEvent<HTMLFormElement>) => {
    if (!pending) setCreated(null);
    submit(event);
  };

  return (
    <section className="card" aria-labelledby="create-gift-heading">
      <h2 id="create-gift-heading" className="font-display text-xl font-bold text-rose-700">
        {t.heading}
      </h2>
      <form onSubmit={send} noValidate className="mt-4 grid gap-4 md:grid-cols-3">
        <TextField
          label={t.slug}
          {...field('slug')}
          onValue={(value) => change('slug')(value.toLowerCase())}
          hint={t.slugHint(baseDomain)}
          maxLength={40}
        />
        <TextField label={t.editorEmail} type="email" {...field('editor_email')} />
        <TextField
          label={t.editorPassword}
          type="password"
          autoComplete="new-password"
          {...field('editor_password')}
          hint={t.passwordHint}
        />
        <fieldset className="md:col-span-3" aria-describedby={languageHintId}>
          <legend className="mb-1 font-semibold text-rose-900">{t.language}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            <LanguageRadios name="new-gift-language" value={values.language} names={t.languageNames} onChange={change('language')} />
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
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? t.submitting : t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
