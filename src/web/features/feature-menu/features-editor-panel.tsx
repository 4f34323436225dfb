import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { EDITABLE_FEATURE_IDS, type FeatureId } from '@shared/constants';
import { featuresBody } from '@shared/schemas/features';
import { useFeatures, useSaveFeatures, type FeaturesConfig } from '@/api/features';
import { idHub } from '@/i18n/id-hub';
import { TextField } from '@/components/text-field';
import { EditorCard, LoadingCard, SaveButton } from '@/components/editor-parts';
import { useLoadFailureToast } from '@/lib/use-load-failure-toast';
import { checkForm, serverFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { selectedFeatureList } from './feature-selection';

// Edit Features Page (SPEC.md §2, §5, §8): the menu's title (required, max 13) and which features it
// offers: Gallery, Plans, Mini Games, Letter. Main Gift ('gift') is the menu's centre and always kept.

const t = idHub.features;

type EditableId = (typeof EDITABLE_FEATURE_IDS)[number];

export default function FeaturesEditorPanel() {
  const features = useFeatures();

  useLoadFailureToast(features, 'GET /api/features', t.loadFailed, 'features-editor-load-failed');

  if (features.isPending) {
    return <LoadingCard texts={t} loadingText={t.loading} />;
  }
  return <FeaturesForm initial={features.data ?? null} />;
}

function FeaturesForm({ initial }: { initial: FeaturesConfig | null }) {
  const legendId = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [checked, setChecked] = useState<ReadonlySet<FeatureId>>(() => new Set(initial?.selectedFeatures ?? []));
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useSaveFeatures({
    onSuccess: () => {
      setErrors({});
      toast.success(t.saved);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error.cause));
      toast.error(error.message);
    },
  });

  const toggle = (feature: EditableId, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(feature);
      else next.delete(feature);
      return next;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const selectedFeatures = selectedFeatureList(checked);
    const result = checkForm(featuresBody, { title, selected_features: JSON.stringify(selectedFeatures) });
    if (!result.ok) {
      setErrors(result.errors);
      if (result.errors.title) toast.error(result.errors.title);
      return;
    }
    save.mutate({ title: result.value.title, selectedFeatures });
  };

  return (
    <EditorCard texts={t} onSubmit={submit}>
      <TextField
        label={t.titleLabel}
        value={title}
        onValue={(value) => {
          setTitle(value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
        error={errors.title}
      />
      <fieldset aria-describedby={`${legendId}-note`}>
        <legend id={legendId} className="mb-2 font-semibold text-rose-900">
          {t.listLabel}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {EDITABLE_FEATURE_IDS.map((feature) => (
            <label
              key={feature}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-rose-200 bg-white px-3 has-[:checked]:border-rose-400 has-[:checked]:bg-rose-50"
            >
              <input
                type="checkbox"
                className="size-5 accent-rose-500"
                checked={checked.has(feature)}
                onChange={(event) => toggle(feature, event.target.checked)}
              />
              <span className="font-medium text-rose-900">{t.labels[feature]}</span>
            </label>
          ))}
        </div>
        <p id={`${legendId}-note`} className="mt-2 text-sm text-rose-900/70">
          {t.giftNote}
        </p>
        {errors.selected_features && <p className="mt-1 text-sm text-red-700">{errors.selected_features}</p>}
      </fieldset>
      <SaveButton pending={save.isPending} label={t.save} pendingLabel={t.saving} />
    </EditorCard>
  );
}
