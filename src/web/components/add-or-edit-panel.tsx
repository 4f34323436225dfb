import type { ReactNode } from 'react';
import { PanelCard } from './editor-parts';
import { ModeSwitch } from './mode-switch';
import { LabelledField } from './text-field';

// The frame of an editor that adds a new record or edits one picked from a list (the hub's Quiz and
// Love Moment sections, docs/product.md §2, §4): a card with its heading, the hub's reload note and the mode
// switch; in Edit mode, the picker of the record to change.

/** The panel's words, as the feature's i18n catalog has them. */
export interface AddOrEditWords {
  heading: string;
  reloadNote: string;
  modeLabel: string;
  add: string;
  edit: string;
}

export type AddOrEditMode = 'add' | 'edit';

export interface AddOrEditPanelProps {
  words: AddOrEditWords;
  /** h2 inside the hub or a page; h1 where the panel is the page. */
  headingLevel?: 'h1' | 'h2';
  /** The hub's note to reload the preview; off where there is no preview. */
  reloadNote?: boolean;
  /** The pressed mode; another value (no choice yet) presses none. */
  mode: string;
  onMode: (mode: AddOrEditMode) => void;
  children: ReactNode;
}

export function AddOrEditPanel({ words, headingLevel, reloadNote = true, mode, onMode, children }: AddOrEditPanelProps) {
  const modes = [
    { value: 'add', label: words.add },
    { value: 'edit', label: words.edit },
  ] as const;
  return (
    <PanelCard heading={words.heading} headingLevel={headingLevel} reloadNote={reloadNote ? words.reloadNote : undefined}>
      <ModeSwitch label={words.modeLabel} options={modes} current={mode} onChange={onMode} />
      {children}
    </PanelCard>
  );
}

export interface RecordPickerWords {
  picker: string;
  /** The first, empty choice. */
  pickerPlaceholder: string;
  /** That choice while the list loads, if it says something else then. */
  pickerLoading?: string;
  /** Said when the list has loaded and is empty. */
  pickerEmpty: string;
}

export interface RecordPickerProps {
  words: RecordPickerWords;
  /** The query of the list: the picker waits while it is pending. */
  list: { isPending: boolean; isSuccess: boolean };
  options: readonly { id: number; label: string }[];
  selectedId: number | null;
  /** The picked record's id; null for the empty choice. */
  onPick: (id: number | null) => void;
  onFocus?: () => void;
  /** More notes under the picker (a failed load, a record not found), announced as they appear. */
  children?: ReactNode;
}

export function RecordPicker({ words, list, options, selectedId, onPick, onFocus, children }: RecordPickerProps) {
  return (
    <LabelledField
      label={words.picker}
      after={
        <div aria-live="polite">
          {list.isSuccess && options.length === 0 && <p className="mt-1 text-sm text-rose-900/70">{words.pickerEmpty}</p>}
          {children}
        </div>
      }
      control={(wiring) => (
        <select
          className="field min-h-11"
          value={selectedId === null ? '' : String(selectedId)}
          onChange={(event) => onPick(event.target.value === '' ? null : Number(event.target.value))}
          onFocus={onFocus}
          disabled={list.isPending}
          {...wiring}
        >
          <option value="">{(list.isPending && words.pickerLoading) || words.pickerPlaceholder}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
