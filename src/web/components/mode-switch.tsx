// The pill of toggle buttons at the top of an add-or-edit panel: one pressed at a time.

interface ModeSwitchProps<M extends string> {
  /** Names the group for screen readers. */
  label: string;
  options: readonly { value: M; label: string }[];
  /** The pressed option; a value outside `options` presses none. */
  current: string;
  onChange: (value: M) => void;
}

export function ModeSwitch<M extends string>({ label, options, current, onChange }: ModeSwitchProps<M>) {
  return (
    <div role="group" aria-label={label} className="mt-4 inline-flex rounded-full border border-rose-200 bg-white p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={current === option.value}
          onClick={() => onChange(option.value)}
          className={`min-h-10 rounded-full px-5 font-semibold transition ${
            current === option.value ? 'bg-rose-600 text-white shadow' : 'text-rose-700 hover:bg-rose-50'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
