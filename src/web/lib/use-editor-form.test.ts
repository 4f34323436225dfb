import { describe, expect, it } from 'vitest';
import { daysOfLoveBody } from '@shared/schemas/days-of-love';
import { openingBody } from '@shared/schemas/opening';
import { checkForm } from './form-errors';
import { submitStep, withoutFieldError } from './use-editor-form';

// What Save does in every entry editor (docs/product.md §5, §8): refuse with the schema's words under the
// fields (and the spec's toast where it gives one), or send the trimmed values.

const daysOfLove = {
  check: (values: { title: string; date_at: string }) => checkForm(daysOfLoveBody, values),
  invalidToast: (_errors: unknown, values: { title: string; date_at: string }) =>
    !values.title.trim() || !values.date_at.trim() ? 'Judul dan tanggal harus diisi!' : undefined,
};

describe('submitStep', () => {
  it('refuses a blank form with the first rule per field and the spec toast', () => {
    const step = submitStep(daysOfLove, { title: ' ', date_at: '' });
    expect(step.save).toBe(false);
    if (step.save) return;
    expect(step.toast).toBe('Judul dan tanggal harus diisi!');
    expect(step.errors.title).toBeTruthy();
    expect(step.errors.date_at).toBeTruthy();
  });

  it('shows no toast where the spec gives none', () => {
    const step = submitStep(
      { check: (values: { title: string; recipient_name: string }) => checkForm(openingBody, values) },
      { title: '', recipient_name: 'A' },
    );
    expect(step).toEqual({ save: false, errors: { title: 'Judul wajib diisi' }, toast: undefined });
  });

  it('sends the checked (trimmed) values, or what toVariables makes of them', () => {
    const form = { title: ' Untukmu ', recipient_name: ' Sayang ' };
    const check = (values: typeof form) => checkForm(openingBody, values);
    expect(submitStep({ check }, form)).toEqual({ save: true, variables: { title: 'Untukmu', recipient_name: 'Sayang' } });
    expect(submitStep({ check, toVariables: (value) => ({ id: 7, ...value }) }, form)).toEqual({
      save: true,
      variables: { id: 7, title: 'Untukmu', recipient_name: 'Sayang' },
    });
  });
});

describe('withoutFieldError', () => {
  it('clears only the changed field', () => {
    expect(withoutFieldError({ title: 'a', date_at: 'b' }, 'title')).toEqual({ title: undefined, date_at: 'b' });
  });
});
