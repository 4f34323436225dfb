import { useState } from 'react';
import { ApiError } from '@/api/client';
import { checkSlug, useSignup } from '@/api/signup';
import { LanguageRadios } from '@/components/language-radios';
import { TextField } from '@/components/text-field';
import { idSignup } from '@/i18n/id-signup';
import { checkForm } from '@/lib/check-form';
import { firstError, onlyFields, serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import type { Language } from '@shared/languages';
import { signupBody } from '@shared/schemas/signup';
import { suggestSlug } from './suggest-slug';

// 'Buat Kado' (docs/product.md 'Buat Kado', decision 061): on the console host with SIGNUP=open, a visitor gives an
// email, the gift's address (the slug rules) and its language; the password is chosen on the mailed link's page, by
// whoever holds the mailbox (decision 078). The form checks with
// the server's own schema first, and asks whether the address is free when the field is left; the sign-up's answer is
// the same whatever the server knows, so the page then only says to check the mail.

const t = idSignup;

interface SignupValues {
  email: string;
  slug: string;
  language: Language;
}
const FIELDS = onlyFields(['email', 'slug', 'language'] satisfies (keyof SignupValues)[]);
const slugOnly = signupBody.pick({ slug: true });
const blank: SignupValues = { email: '', slug: '', language: 'id' };

export function SignupForm({ baseDomain }: { baseDomain: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const [slugNote, setSlugNote] = useState<string | null>(null);
  const {
    form: values,
    errors,
    change,
    setError,
    submit,
    pending,
    failure,
  } = useForm({
    initial: blank,
    check: (form: SignupValues) => checkForm(signupBody, form),
    useSave: useSignup,
    serverErrors: (error) => serverFieldErrors(error, FIELDS),
    failure: 'inline',
    onSaved: (reply) => setSent(reply.message),
  });

  const setEmail = change('email');
  const setSlug = (value: string) => {
    change('slug')(value.toLowerCase());
    setSlugNote(null);
  };

  /** The address's own check when the field is left: its rules, then whether it is free. */
  const checkAddress = async () => {
    // An address typed as words ('Raka Dewi') is offered as one the rules take ('raka-dewi'), and said so.
    const suggested = suggestSlug(values.slug);
    if (!suggested) return;
    if (suggested !== values.slug) change('slug')(suggested);
    const slug = suggested;
    const ruled = checkForm(slugOnly, { slug });
    if (!ruled.ok) {
      setError('slug', firstError(ruled.errors, 'slug'));
      return;
    }
    try {
      const reply = await checkSlug(ruled.value.slug);
      if (reply.data.available) setSlugNote(suggested === values.slug ? reply.message : `${t.slugSuggested(suggested)} ${reply.message}`);
      else setError('slug', reply.message);
    } catch (error) {
      // A refusal of the rules reads under the field; anything else waits for the sign-up's own answer.
      if (error instanceof ApiError && error.status === 422) setError('slug', error.message);
    }
  };

  return (
    <section className="card w-full max-w-lg" aria-labelledby="signup-heading">
      <h1 id="signup-heading" className="font-display text-3xl font-bold text-rose-700">
        {t.title}
      </h1>
      {sent ? (
        <div className="mt-4">
          <h2 className="font-display text-xl font-bold text-rose-900">{t.sentHeading}</h2>
          <p role="status" className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
            {sent}
          </p>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-rose-900/80">{t.intro}</p>
          <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
            <TextField
              label={t.email}
              type="email"
              autoComplete="email"
              value={values.email}
              onValue={setEmail}
              error={firstError(errors, 'email')}
              hint={t.emailHint}
            />
            <TextField
              label={t.slug}
              value={values.slug}
              onValue={setSlug}
              onBlur={() => void checkAddress()}
              error={firstError(errors, 'slug')}
              hint={slugNote ?? t.slugHint(baseDomain)}
              maxLength={40}
              autoCapitalize="none"
              spellCheck={false}
            />
            <fieldset>
              <legend className="mb-1 font-semibold text-rose-900">{t.language}</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                <LanguageRadios name="signup-language" value={values.language} names={t.languageNames} onChange={change('language')} />
              </div>
            </fieldset>
            <div>
              {failure && (
                <p role="alert" className="mb-3 text-sm text-red-700">
                  {failure}
                </p>
              )}
              <button type="submit" className="btn-primary" disabled={pending}>
                {pending ? t.submitting : t.submit}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}

/** The console's visitor part: the form while SIGNUP=open (the operator's sign-in sits below it either way). */
export default function SignupGate({ baseDomain, open }: { baseDomain: string; open: boolean }) {
  return open ? <SignupForm baseDomain={baseDomain} /> : null;
}
