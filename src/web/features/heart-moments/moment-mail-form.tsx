import { useId } from 'react';
import { toast } from '@/lib/toast';
import { FieldError } from '@/components/field-error';
import { useMomentMail, useRemoveMomentMail, useSaveMomentMail } from '@/api/heart-moments';
import { idHeartMoments } from '@/i18n/id-heart-moments';
import { onlyFields, serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';

// The recipient's address for word of the giver's shared moments (docs/product.md §26, §29): an email and the consent,
// asked in the form and sent as given (the server refuses a missing consent or a wrong address under its field). Once
// kept it shows where the news goes and a way to stop. Only the recipient: the giver's read is refused, so the giver's
// preview of the page shows nothing here.

const t = idHeartMoments.mail;
const FIELDS = onlyFields(['email', 'consent']);

export function MomentMailForm() {
  const mail = useMomentMail();
  const ids = { email: useId(), consent: useId(), error: useId() };
  // The one form hook: nothing is checked here, the server decides; its refusal under its field.
  const save = useForm({
    initial: { email: '', consent: false },
    check: (values: { email: string; consent: boolean }) => ({ ok: true, value: values }),
    useSave: useSaveMomentMail,
    saved: (reply) => reply.message ?? '',
    serverErrors: (failure) => serverFieldErrors(failure, FIELDS),
    failure: 'inline',
    onSaved: () => save.reset({ email: '', consent: false }),
  });
  const { email, consent } = save.form;
  const errors = save.errors;
  const formError = save.failure;
  const remove = useRemoveMomentMail({
    onSuccess: (reply) => reply.message && toast.success(reply.message),
    onError: (failure) => toast.error(failure.message),
  });
  if (mail.data === undefined) return null;

  const fieldError = (field: string) => <FieldError id={`${ids.error}-${field}`} message={save.error(field)} alert />;

  return (
    <section aria-labelledby={`${ids.email}-heading`} className="mt-6 rounded-2xl border border-rose-100 bg-rose-50/60 p-4">
      <h2 id={`${ids.email}-heading`} className="font-display text-lg font-bold text-rose-700">
        {t.heading}
      </h2>
      {mail.data ? (
        <div className="mt-2 flex flex-col gap-3">
          <p className="break-words text-rose-900">{t.current(mail.data)}</p>
          <button type="button" className="btn-secondary self-start" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t.remove}
          </button>
        </div>
      ) : (
        <form className="mt-2 flex flex-col gap-3" onSubmit={save.submit} noValidate aria-busy={save.pending}>
          <p className="text-sm text-rose-900/80">{t.intro}</p>
          <div>
            <label htmlFor={ids.email} className="font-semibold text-rose-900">
              {t.emailLabel}
            </label>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => save.change('email')(event.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${ids.error}-email` : undefined}
              className="mt-1 w-full rounded-2xl border border-rose-200 bg-white px-4 py-2 text-rose-950 focus:border-rose-400"
            />
            {fieldError('email')}
          </div>
          <div>
            <label className="flex cursor-pointer items-start gap-3 text-sm text-rose-900">
              <input
                id={ids.consent}
                type="checkbox"
                checked={consent}
                onChange={(event) => save.change('consent')(event.target.checked)}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? `${ids.error}-consent` : undefined}
                className="mt-0.5 size-5 shrink-0 accent-rose-500"
              />
              <span>{t.consent}</span>
            </label>
            {fieldError('consent')}
          </div>
          {formError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {formError}
            </p>
          )}
          <button type="submit" className="btn-primary self-start" disabled={save.pending}>
            {save.pending ? t.saving : t.save}
          </button>
        </form>
      )}
    </section>
  );
}
