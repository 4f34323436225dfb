import { idSettings } from '@/i18n/id-settings';
import { LanguageField } from './language-field';
import { ThemeField } from './theme-field';
import { HubSection } from '@/components/hub-section';

// The edit hub's 'Tampilan' section (docs/product.md §2, §12, §20): how the whole gift looks and speaks, its designed
// theme and its language, each saved as soon as it is chosen.

const t = idSettings.look;

export default function LookPanel() {
  return (
    <HubSection heading={t.heading} intro={t.intro} className="space-y-6" testId="look-panel">
      <ThemeField />
      <LanguageField />
    </HubSection>
  );
}
