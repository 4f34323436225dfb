import { useId, useState } from 'react';
import { toast, useLoadFailure } from '@/lib/toast';
import { useSaveTheme, useSettings } from '@/api/settings';
import { useEditorGate } from '@/components/editor-gate';
import { useHubPreview } from '@/components/editor-only';
import { idSettings } from '@/i18n/id-settings';
import type { Theme } from '@shared/themes';
import { LoadFailed } from '@/components/page-fallback';

// The gift's theme (decision 041): one radio button per designed theme, each with a swatch of its page, card
// and accent. A choice is saved at once; the hub's preview reloads in it (the server dresses the shell).

const t = idSettings;

/** Each theme's page, card and accent, for its swatch (the values of src/web/themes/*.css and rose's own). */
const SWATCHES: Record<Theme, readonly [string, string, string]> = {
  rose: ['#fff5f8', '#ffffff', '#e11d48'],
  night: ['#140f1c', '#221a2e', '#f07aa6'],
  cream: ['#fdf9f2', '#f8ecd9', '#92542a'],
  sage: ['#f5f9f3', '#e2ede0', '#3f6d3a'],
};

export function ThemeField() {
  const settings = useSettings();
  const { reloadPreview } = useHubPreview();
  useLoadFailure(settings, 'GET /api/settings');
  const { runAsEditor } = useEditorGate();
  const hintId = useId();
  /** The theme just picked: shown at once, while it is saved. */
  const [chosen, setChosen] = useState<Theme>();
  const save = useSaveTheme({
    onSuccess: () => {
      toast.success(t.themeSaved);
      reloadPreview();
    },
    onError: (failure) => {
      setChosen(undefined);
      toast.error(failure.message);
    },
  });

  const choose = (theme: Theme) => {
    if (save.isPending || theme === (chosen ?? settings.data?.theme)) return;
    setChosen(theme);
    void runAsEditor(() => save.mutate(theme));
  };

  const current = chosen ?? settings.data?.theme;
  return (
    <fieldset className="rounded-2xl border border-rose-100 bg-rose-50/60 p-4" aria-describedby={hintId} data-testid="theme-field">
      <legend className="px-1 font-semibold text-rose-900">{t.themeHeading}</legend>
      <p id={hintId} className="mb-3 text-sm text-rose-900/80">
        {t.themeHint}
      </p>
      {settings.isPending ? (
        <p role="status">{t.loading}</p>
      ) : settings.isError ? (
        <LoadFailed words={t.loadFailed} className="text-red-700" />
      ) : (
        <div className="grid gap-2">
          {settings.data.themes.map((theme) => {
            const [page, card, accent] = SWATCHES[theme];
            return (
              <label
                key={theme}
                className={
                  'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3 has-[:focus-visible]:outline-2 ' +
                  'has-[:focus-visible]:outline-rose-500 ' +
                  (current === theme ? 'border-rose-500 ring-2 ring-rose-200' : 'border-rose-100')
                }
              >
                <input
                  type="radio"
                  name="gift-theme"
                  value={theme}
                  checked={current === theme}
                  disabled={save.isPending}
                  onChange={() => choose(theme)}
                  className="mt-1 h-4 w-4 shrink-0 accent-rose-600"
                />
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full border border-rose-200"
                  style={{ background: page }}
                >
                  <span className="flex size-5 items-center justify-center rounded-full" style={{ background: card }}>
                    <span className="size-2.5 rounded-full" style={{ background: accent }} />
                  </span>
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-rose-950">{t.themeNames[theme]}</span>
                  <span className="block text-sm text-rose-900/80">{t.themeWords[theme]}</span>
                </span>
              </label>
            );
          })}
          {save.isPending ? <span role="status">{t.saving}</span> : null}
        </div>
      )}
    </fieldset>
  );
}
