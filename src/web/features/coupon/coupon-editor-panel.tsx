import { useId, useState } from 'react';
import { COUPON_BUTTON_TEXT_MAX, COUPON_CODE_MAX, COUPON_NAME_MAX, COUPON_TEXT_MAX } from '@shared/constants';
import type { Coupon } from '@shared/schemas/coupon';
import { couponClaimText } from '@shared/coupon-claim';
import { useCoupon, useSaveCoupon, type CouponSave } from '@/api/coupon';
import { storageUrl } from '@/api/storage-url';
import { FieldError } from '@/components/field-error';
import { FileField, IMAGE_ACCEPT } from '@/components/file-field';
import { idMainGift } from '@/i18n/id-main-gift';
import { firstError, serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { checkCouponForm, couponFieldNames, formFromCoupon, type CouponField, type CouponForm } from './coupon-form';
import { LoadFailed } from '@/components/page-fallback';
import { useLoadFailure } from '@/lib/toast';

// The coupon settings in the edit hub's Main Gift section: the WhatsApp number (international),
// the coupon's code, name and description, the page title, the chat message's opening and closing lines,
// the button text and the coupon image (any image; the server checks and re-encodes it).

const t = idMainGift.couponEditor;

export interface CouponEditorPanelProps {
  /** The hub's note to reload the preview; off where there is no preview. */
  reloadNote?: boolean;
}

export function CouponEditorPanel({ reloadNote = true }: CouponEditorPanelProps) {
  const coupon = useCoupon();

  useLoadFailure(coupon, 'GET /api/coupon', t.loadFailed);

  return (
    <section className="card w-full" aria-labelledby="coupon-editor-heading" aria-busy={coupon.isPending}>
      <h2 id="coupon-editor-heading" className="font-display text-2xl font-bold text-rose-700">
        {t.heading}
      </h2>
      {reloadNote && <p className="mt-1 text-sm font-medium text-amber-700">{t.reloadNote}</p>}
      {coupon.isPending ? (
        <p role="status" className="mt-4 text-rose-900/70">
          {t.loading}
        </p>
      ) : coupon.data ? (
        <CouponSettingsForm key={coupon.dataUpdatedAt} coupon={coupon.data} />
      ) : (
        <LoadFailed words={t.loadFailed} className="mt-4 text-rose-900/80" />
      )}
    </section>
  );
}

interface FieldSpec {
  field: CouponField;
  label: string;
  max: number;
  rows?: number;
  hint?: string;
  inputMode?: 'tel';
}

const FIELDS: FieldSpec[] = [
  { field: 'whatsappNumber', label: t.whatsappNumber, max: 20, hint: t.whatsappHint, inputMode: 'tel' },
  { field: 'couponCode', label: t.couponCode, max: COUPON_CODE_MAX },
  { field: 'couponName', label: t.couponName, max: COUPON_NAME_MAX },
  { field: 'couponDescription', label: t.couponDescription, max: COUPON_TEXT_MAX, rows: 3 },
  { field: 'title', label: t.title, max: COUPON_NAME_MAX },
  { field: 'intro', label: t.intro, max: COUPON_TEXT_MAX, rows: 2 },
  { field: 'additional', label: t.additional, max: COUPON_TEXT_MAX, rows: 2 },
  { field: 'buttonText', label: t.buttonText, max: COUPON_BUTTON_TEXT_MAX },
];

function CouponSettingsForm({ coupon }: { coupon: Coupon }) {
  const formId = useId();
  const [image, setImage] = useState<File | null>(null);
  const {
    form,
    error: errorOf,
    change,
    submit,
    pending: saving,
    setError,
  } = useForm({
    initial: () => formFromCoupon(coupon),
    check: checkCouponForm,
    useSave: useSaveCoupon,
    toVariables: (settings): CouponSave => ({ settings, image }),
    saved: (reply) => reply.message || t.saved,
    invalidToast: (errors) => FIELDS.map((spec) => firstError(errors, spec.field)).find(Boolean),
    serverErrors: (failure) => serverFieldErrors(failure, couponFieldNames),
    keepErrorsWhileEditing: true,
    onSaved: () => setImage(null),
  });

  const update = (field: CouponField, value: string) => change(field)(value);
  const preview = couponClaimText({ ...coupon, ...formPreview(form) }, idMainGift.coupon.code);

  return (
    <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate aria-busy={saving}>
      {FIELDS.map(({ field, label, max, rows, hint, inputMode }) => {
        const inputId = `${formId}-${field}`;
        const error = errorOf(field);
        const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
        const common = {
          id: inputId,
          className: rows ? 'field' : 'field min-h-11',
          value: form[field],
          maxLength: max,
          disabled: saving,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        };
        return (
          <div key={field}>
            <label htmlFor={inputId} className="mb-1 block font-semibold text-rose-900">
              {label}
            </label>
            {rows ? (
              <textarea {...common} rows={rows} onChange={(event) => update(field, event.target.value)} />
            ) : (
              <input
                {...common}
                type={inputMode === 'tel' ? 'tel' : 'text'}
                inputMode={inputMode}
                autoComplete="off"
                onChange={(event) => update(field, event.target.value)}
              />
            )}
            {hint && (
              <p id={`${inputId}-hint`} className="mt-1 text-sm text-rose-900/70">
                {hint}
              </p>
            )}
            <FieldError id={`${inputId}-error`} message={error} alert />
          </div>
        );
      })}

      <FileField
        label={t.image}
        accept={IMAGE_ACCEPT}
        disabled={saving}
        hint={t.imageHint}
        chosen={image ? t.chosenFile(image.name) : undefined}
        error={errorOf('image')}
        alertError
        current={
          coupon.couponImage && (
            <figure className="mb-2">
              <img src={storageUrl(coupon.couponImage)} alt="" className="max-h-40 rounded-xl object-contain shadow" />
              <figcaption className="mt-1 text-sm text-rose-900/70">{t.currentImage}</figcaption>
            </figure>
          )
        }
        noCurrent={t.noImage}
        onFiles={([file]) => {
          setImage(file ?? null);
          setError('image', undefined);
        }}
      />

      <div>
        <p className="mb-1 font-semibold text-rose-900">{t.preview}</p>
        <p
          data-testid="coupon-message-preview"
          className="rounded-xl bg-emerald-50 px-4 py-3 text-sm whitespace-pre-line break-words text-emerald-950"
        >
          {preview}
        </p>
      </div>

      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={saving}>
          {saving ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}

/** The message as it would read with the form's current words. */
function formPreview(form: CouponForm): Pick<Coupon, 'couponName' | 'couponCode' | 'couponDescription' | 'messages'> {
  return {
    couponName: form.couponName.trim(),
    couponCode: form.couponCode.trim(),
    couponDescription: form.couponDescription.trim(),
    messages: { title: form.title.trim(), intro: form.intro.trim(), additional: form.additional.trim() },
  };
}

export default CouponEditorPanel;
