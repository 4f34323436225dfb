import { useId, useState } from 'react';
import { toast, useLoadFailure } from '@/lib/toast';
import { useSaveLanguage, useSettings } from '@/api/settings';
import { useEditorGate } from '@/components/editor-gate';
import { idSettings } from '@/i18n/id-settings';
import { LanguageRadios } from '@/components/language-radios';
import type { Language } from '@shared/languages';
import { LoadFailed } from '@/components/page-fallback';

// The gift's language (decision 032): two radio buttons; a change is saved at once and the hub
// reloads, since every page takes its words when it loads.

const t = idSettings;

export function LanguageField() {
  const settings = useSettings();
  useLoadFailure(settings, 'GET /api/settings');
  const { runAsEditor } = useEditorGate();
  const hintId = useId();
  /** The language just picked: shown at once, while it is saved and the page reloads. */
  const [chosen, setChosen] = useState<Language>();
  const save = useSaveLanguage({
    onSuccess: () => {
      toast.success(t.saved);
      window.setTimeout(() => window.location.reload(), 600);
    },
    onError: (failure) => {
      setChosen(undefined);
      toast.error(failure.message);
    },
  });

  const choose = (language: Language) => {
    if (save.isPending || language === (chosen ?? settings.data?.language)) return;
    setChosen(language);
    void runAsEditor(() => save.mutate(language));
  };

  return (
    <fieldset className="rounded-2xl border border-rose-100 bg-rose-50/60 p-4" aria-describedby={hintId} data-testid="language-field">
      <legend className="px-1 font-semibold text-rose-900">{t.languageHeading}</legend>
      <p id={hintId} className="mb-3 text-sm text-rose-900/80">
        {t.languageHint}
      </p>
      {settings.isPending ? (
        <p role="status">{t.loading}</p>
      ) : settings.isError ? (
        <LoadFailed words={t.loadFailed} className="text-red-700" />
      ) : (
        <div className="flex flex-wrap gap-4">
          <LanguageRadios
            name="gift-language"
            value={chosen ?? settings.data.language}
            names={t.languageNames}
            onChange={choose}
            disabled={save.isPending}
          />
          {save.isPending ? <span role="status">{t.saving}</span> : null}
        </div>
      )}
    </fieldset>
  );
}
