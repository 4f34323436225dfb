import { LANGUAGES, type Language } from '@shared/languages';

// A gift's language as two radio buttons, each name in its own language: the share
// panel's switch and the operator's "create gift" form.

interface LanguageRadiosProps {
  /** The radio group's form name. */
  name: string;
  value: Language;
  names: Record<Language, string>;
  onChange: (language: Language) => void;
  disabled?: boolean;
}

export function LanguageRadios({ name, value, names, onChange, disabled }: LanguageRadiosProps) {
  return LANGUAGES.map((language) => (
    <label key={language} className="flex cursor-pointer items-center gap-2">
      <input
        type="radio"
        name={name}
        value={language}
        checked={value === language}
        disabled={disabled}
        onChange={() => onChange(language)}
        className="h-4 w-4 accent-rose-600"
      />
      <span lang={language}>{names[language]}</span>
    </label>
  ));
}
