import { useId } from 'react';
import { idSettings } from '@/i18n/id-settings';
import { LanguageField } from './language-field';
import { ThemeField } from './theme-field';

// The edit hub's 'Tampilan' section (docs/product.md §2, §12, §20): how the whole gift looks and speaks, its designed
// theme (decision 041) and its language (decision 032), each saved as soon as it is chosen.

const t = idSettings.look;

export default function LookPanel() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-6" data-testid="look-panel">
      <div>
        <h2 id={headingId} className="font-display text-2xl font-bold text-rose-700">
          {t.heading}
        </h2>
        <p className="mt-1 text-sm text-rose-900/80">{t.intro}</p>
      </div>
      <ThemeField />
      <LanguageField />
    </section>
  );
}
