import { loveMomentFields, type LoveMoment, type LoveMomentInput } from '@shared/schemas/love-moment';
import { checkForm } from '@/lib/check-form';
import { firstError, renameFields, type Checked, type FieldErrors } from '@/lib/form-errors';

// The love moment form (docs/product.md §2, §4): Title, Date, Cover Image and Love Letter. The browser checks the
// texts with the server's own schema, so both say the same thing; the cover is checked by the server
// (magic bytes), whose message shows under the field. Functions, not constants, and their tables built per call:
// StrykerJS switches a mutant on only after the module has loaded (decision 084), so a table a module builds once
// could never be tested wrong.

/** docs/product.md §4: "mode none, then add or edit". */
export type EditorMode = 'none' | 'add' | 'edit';

export interface LoveMomentForm {
  title: string;
  /** YYYY-MM-DD, as an <input type="date"> gives it. */
  date: string;
  letter: string;
  /** A time capsule's opening day, YYYY-MM-DD; empty for none. */
  opens_at: string;
}

export type LoveMomentFormField = keyof LoveMomentForm | 'cover' | 'voice';

export function emptyLoveMomentForm(): LoveMomentForm {
  return { title: '', date: '', letter: '', opens_at: '' };
}

/** Selecting a moment in Edit mode fills the fields with it. */
export function formFromMoment(moment: LoveMoment): LoveMomentForm {
  // The giver's list is never sealed, so the letter is there.
  return { title: moment.title, date: moment.date, letter: moment.letter ?? '', opens_at: moment.opens_at ?? '' };
}

/** The texts to send (trimmed, as the server stores them), or the messages per field. */
export function validateLoveMomentForm(form: LoveMomentForm): Checked<LoveMomentInput> {
  return checkForm(loveMomentFields, form);
}

/** The server's field names (422/415 `errors`) as the form's: its files are the cover and the voice note. */
export function loveMomentFieldNames(name: string): string | undefined {
  return renameFields({ coverImage: 'cover', voiceNote: 'voice' })(name);
}

/** The first message in the form's order, for the toast. */
export function firstInFormOrder(errors: FieldErrors): string | undefined {
  const order: readonly LoveMomentFormField[] = ['title', 'date', 'cover', 'letter', 'opens_at', 'voice'];
  return order.map((field) => firstError(errors, field)).find(Boolean);
}

/** The {id} of /edit-love-moment/{id}: a positive whole number, or null (no id, or one no moment can have). */
export function momentIdFrom(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const value = Number(param);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
