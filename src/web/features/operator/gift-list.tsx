import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useDeleteGift, useResetGiftPassword, useSetGiftDisabled, useSetGiftEnd, useSetGiftQuota, type OperatorGift } from '@/api/operator';
import { giftPasswordBody, giftQuotaBody } from '@shared/schemas/operator';
import { TextField } from '@/components/text-field';
import { checkForm } from '@/lib/check-form';
import { firstError, serverFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useForm, type SaveFailure } from '@/lib/use-form';
import { idOperator } from '@/i18n/id-operator';
import { formatWhen } from './operator-format';
import { ask } from '@/components/ask';

// The operator's list of gifts: one row each, with its address, giver, age, storage use against its quota,
// end date and last visit, and the operator's actions on it (quota and end date).

const t = idOperator.list;
const r = idOperator.row;

/** A refusal said under the form's one field (`as`): the server's words for its `field`, or its message. */
const under =
  (field: string, as = field) =>
  (failure: SaveFailure): FieldErrors => ({ [as]: [firstError(serverFieldErrors(failure), field) ?? failure.message] });

function ResetPasswordForm({ slug, onDone }: { slug: string; onDone: () => void }) {
  const reset = useForm({
    initial: { password: '' },
    check: (values: { password: string }) => checkForm(giftPasswordBody, values),
    useSave: useResetGiftPassword,
    toVariables: (value) => ({ slug, password: value.password }),
    saved: r.resetDone(slug),
    serverErrors: under('password'),
    failure: 'inline',
    onSaved: onDone,
  });
  return (
    <form onSubmit={reset.submit} noValidate className="mt-3 flex flex-wrap items-end gap-2">
      <div className="min-w-56 flex-1">
        <TextField
          label={r.newPassword(slug)}
          type="password"
          autoComplete="new-password"
          {...reset.field('password')}
          alertError
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the form appears because the operator chose this action
          autoFocus
        />
      </div>
      <button type="submit" className="btn-primary px-4" disabled={reset.pending}>
        {reset.pending ? r.busy : r.saveReset}
      </button>
      <button type="button" className="btn-secondary px-4" onClick={onDone}>
        {r.cancel}
      </button>
    </form>
  );
}

/** A stored ISO time as a datetime-local input's value, in the reader's own time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Past its end date the gift is closed like a disabled one (the server decides; this is the list's badge). */
const hasEnded = (gift: OperatorGift) => gift.ends_at !== null && Date.parse(gift.ends_at) <= Date.now();

function QuotaAndEndForm({ gift, onDone }: { gift: OperatorGift; onDone: () => void }) {
  const slug = gift.slug;
  const quota = useForm({
    initial: { quota: gift.quota_mb === null ? '' : String(gift.quota_mb) },
    check: (values: { quota: string }) =>
      checkForm(giftQuotaBody, { quota_mb: values.quota.trim() === '' ? null : Number(values.quota) }, (name) =>
        name === 'quota_mb' ? 'quota' : name,
      ),
    useSave: useSetGiftQuota,
    toVariables: (value) => ({ slug, quota_mb: value.quota_mb }),
    saved: r.quotaSaved(slug),
    serverErrors: under('quota_mb', 'quota'),
    failure: 'inline',
  });
  const end = useForm({
    initial: { end: toLocalInput(gift.ends_at) },
    check: (values: { end: string }) => {
      const when = new Date(values.end);
      return values.end && !Number.isNaN(when.getTime())
        ? { ok: true, value: when.toISOString() as string | null }
        : { ok: false, errors: { end: [r.endRequired] } };
    },
    useSave: useSetGiftEnd,
    toVariables: (endsAt) => ({ slug, ends_at: endsAt }),
    saved: (_, input) => (input.ends_at === null ? r.endCleared(slug) : r.endSaved(slug)),
    serverErrors: under('ends_at', 'end'),
    failure: 'inline',
  });
  const clearEnd = () => {
    if (end.pending) return;
    end.reset({ end: '' });
    end.sendNow({ slug, ends_at: null });
  };

  return (
    <div className="mt-3 grid gap-4 md:grid-cols-2">
      <form onSubmit={quota.submit} noValidate className="flex flex-col gap-2">
        <TextField
          label={r.quotaLabel(slug)}
          inputMode="numeric"
          {...quota.field('quota')}
          alertError
          hint={r.quotaHint}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the form appears because the operator chose this action
          autoFocus
        />
        <button type="submit" className="btn-primary self-start px-4" disabled={quota.pending}>
          {quota.pending ? r.busy : r.saveQuota}
        </button>
      </form>
      <form onSubmit={end.submit} noValidate className="flex flex-col gap-2">
        <TextField label={r.endLabel(slug)} type="datetime-local" {...end.field('end')} alertError hint={r.endHint} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary px-4" disabled={end.pending}>
            {end.pending ? r.busy : r.saveEnd}
          </button>
          {gift.ends_at !== null && (
            <button type="button" className="btn-secondary px-4" disabled={end.pending} onClick={clearEnd}>
              {r.clearEnd}
            </button>
          )}
          <button type="button" className="btn-secondary px-4" onClick={onDone}>
            {r.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}

function GiftRow({ gift }: { gift: OperatorGift }) {
  const [resetting, setResetting] = useState(false);
  const [limiting, setLimiting] = useState(false);
  const disabled = gift.disabled;
  const ended = hasEnded(gift);
  const address = gift.url;
  const toggle = useSetGiftDisabled({
    onSuccess: (_, input) => toast.success(input.disabled ? r.disabled(input.slug) : r.enabled(input.slug)),
    onError: (failure) => toast.error(failure.message),
  });
  const remove = useDeleteGift({
    onSuccess: (_, slug) => toast.success(r.removed(slug)),
    onError: (failure) => toast.error(failure.message),
  });
  const busy = toggle.isPending || remove.isPending;

  const askToggle = async () => {
    if (busy) return;
    if (!disabled && !(await ask(r.disableConfirm(gift.slug)))) return;
    toggle.mutate({ slug: gift.slug, disabled: !disabled });
  };
  const askRemove = async () => {
    if (busy || !(await ask(r.removeConfirm(gift.slug)))) return;
    remove.mutate(gift.slug);
  };

  return (
    <li className="rounded-2xl border border-rose-100 bg-white p-4 shadow-sm" data-testid="operator-gift" data-slug={gift.slug}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-mono text-lg font-bold break-all text-rose-800">{gift.slug}</h3>
          <a href={address} className="text-sm break-all text-rose-600 underline" target="_blank" rel="noreferrer">
            {address}
          </a>
        </div>
        <div className="flex flex-wrap gap-1.5 text-xs font-semibold">
          <span className={`rounded-full px-2.5 py-1 ${disabled ? 'bg-slate-200 text-slate-700' : 'bg-emerald-100 text-emerald-800'}`}>
            {disabled ? t.disabled : t.active}
          </span>
          {ended && <span className="rounded-full bg-slate-200 px-2.5 py-1 text-slate-700">{t.ended}</span>}
          {gift.private && <span className="rounded-full bg-rose-100 px-2.5 py-1 text-rose-700">{t.private}</span>}
          {/* Made by a visitor's sign-up. */}
          {gift.self_made && <span className="rounded-full bg-rose-100 px-2.5 py-1 text-rose-800">{t.selfMade}</span>}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-5">
        <div>
          <dt className="text-rose-900/60">{t.editor}</dt>
          <dd className="break-all text-rose-950">{gift.editor_email ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-rose-900/60">{t.created}</dt>
          <dd className="text-rose-950">{formatWhen(gift.created_at) ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-rose-900/60">{t.storage}</dt>
          <dd className="text-rose-950" data-testid="gift-storage">
            {t.storageUsage(gift.used_bytes, gift.quota_bytes)}
            {gift.quota_mb !== null && <span className="text-rose-900/60"> ({t.ownQuota})</span>}
          </dd>
        </div>
        <div>
          <dt className="text-rose-900/60">{t.endsAt}</dt>
          <dd className="text-rose-950" data-testid="gift-ends">
            {formatWhen(gift.ends_at) ?? t.noEnd}
          </dd>
        </div>
        <div>
          <dt className="text-rose-900/60">{t.lastVisit}</dt>
          <dd className="text-rose-950">{formatWhen(gift.last_visit_at) ?? t.never}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={`${t.actions} ${gift.slug}`}>
        <button type="button" className="btn-secondary min-h-10 px-4 text-sm" disabled={busy} onClick={askToggle}>
          {toggle.isPending ? r.busy : disabled ? r.enable : r.disable}
        </button>
        <button
          type="button"
          className="btn-secondary min-h-10 px-4 text-sm"
          disabled={busy}
          aria-expanded={resetting}
          onClick={() => setResetting((v) => !v)}
        >
          {r.resetPassword}
        </button>
        <button
          type="button"
          className="btn-secondary min-h-10 px-4 text-sm"
          disabled={busy}
          aria-expanded={limiting}
          onClick={() => setLimiting((v) => !v)}
        >
          {r.quotaAndEnd}
        </button>
        <button
          type="button"
          className="btn-secondary min-h-10 border-red-200 px-4 text-sm text-red-700 hover:bg-red-50"
          disabled={busy}
          onClick={askRemove}
        >
          {remove.isPending ? r.busy : r.remove}
        </button>
      </div>
      {resetting && <ResetPasswordForm slug={gift.slug} onDone={() => setResetting(false)} />}
      {limiting && <QuotaAndEndForm gift={gift} onDone={() => setLimiting(false)} />}
    </li>
  );
}

export function GiftList({ gifts }: { gifts: OperatorGift[] }) {
  return (
    <section className="card" aria-labelledby="gift-list-heading">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="gift-list-heading" className="font-display text-xl font-bold text-rose-700">
          {t.heading}
        </h2>
        <p className="text-sm text-rose-900/70">{t.count(gifts.length)}</p>
      </div>
      {gifts.length === 0 ? (
        <p className="mt-4 text-rose-900/70">{t.empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {gifts.map((gift) => (
            <GiftRow key={gift.slug} gift={gift} />
          ))}
        </ul>
      )}
    </section>
  );
}
