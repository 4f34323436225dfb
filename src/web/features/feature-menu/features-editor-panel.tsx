import { useId } from 'react';
import { EDITABLE_FEATURE_IDS, type FeatureId } from '@shared/constants';
import { featuresBody } from '@shared/schemas/features';
import { useFeatures, useSaveFeatures, type FeaturesConfig } from '@/api/features';
import { idHub } from '@/i18n/id-hub';
import { TextField } from '@/components/text-field';
import { EditorCard, SaveButton } from '@/components/editor-parts';
import { LoadedEditor } from '@/components/loaded-editor';
import { checkForm } from '@/lib/check-form';
import { firstError } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { selectedFeatureList } from './feature-selection';

// Edit Features Page (docs/product.md §2, §5, §8): the menu's title (required, max 13) and which features it
// offers: Gallery, Plans, Mini Games, Letter. Main Gift ('gift') is the menu's centre and always kept.

const t = idHub.features;

type EditableId = (typeof EDITABLE_FEATURE_IDS)[number];

export default function FeaturesEditorPanel() {
  return (
    <LoadedEditor query={useFeatures()} request="GET /api/features" texts={t}>
      {(record) => <FeaturesForm initial={record} />}
    </LoadedEditor>
  );
}

interface FeaturesForm {
  title: string;
  selected: ReadonlySet<FeatureId>;
}

function FeaturesForm({ initial }: { initial: FeaturesConfig | null }) {
  const legendId = useId();
  const { form, error, change, field, submit, pending } = useForm({
    initial: (): FeaturesForm => ({ title: initial?.title ?? '', selected: new Set(initial?.selectedFeatures ?? []) }),
    check: (values) =>
      checkForm(featuresBody, { title: values.title, selected_features: JSON.stringify(selectedFeatureList(values.selected)) }),
    useSave: useSaveFeatures,
    toVariables: (value, values) => ({ title: value.title, selectedFeatures: selectedFeatureList(values.selected) }),
    saved: t.saved,
    invalidToast: (found) => firstError(found, 'title'),
  });

  const toggle = (feature: EditableId, on: boolean) => {
    const next = new Set(form.selected);
    if (on) next.add(feature);
    else next.delete(feature);
    change('selected')(next);
  };

  return (
    <EditorCard texts={t} onSubmit={submit}>
      <TextField label={t.titleLabel} {...field('title')} />
      <fieldset aria-describedby={`${legendId}-note`}>
        <legend id={legendId} className="mb-2 font-semibold text-rose-900">
          {t.listLabel}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {EDITABLE_FEATURE_IDS.map((feature) => (
            <label
              key={feature}
              className={
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-rose-200 ' +
                'bg-white px-3 has-[:checked]:border-rose-400 has-[:checked]:bg-rose-50'
              }
            >
              <input
                type="checkbox"
                className="size-5 accent-rose-500"
                checked={form.selected.has(feature)}
                onChange={(event) => toggle(feature, event.target.checked)}
              />
              <span className="font-medium text-rose-900">{t.labels[feature]}</span>
            </label>
          ))}
        </div>
        <p id={`${legendId}-note`} className="mt-2 text-sm text-rose-900/70">
          {t.giftNote}
        </p>
        {error('selected_features') && <p className="mt-1 text-sm text-red-700">{error('selected_features')}</p>}
      </fieldset>
      <SaveButton pending={pending} label={t.save} pendingLabel={t.saving} />
    </EditorCard>
  );
}
