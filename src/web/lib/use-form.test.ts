import { describe, expect, it } from 'vitest';
import { daysOfLoveBody } from '@shared/schemas/days-of-love';
import { openingBody } from '@shared/schemas/opening';
import { checkForm } from './check-form';
import { ApiError } from '@/api/client';
import { WriteError } from '@/api/write';
import { failureStep, submitStep } from './use-form';

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
    expect(step).toEqual({ save: false, errors: { title: ['Judul wajib diisi'] }, toast: undefined });
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

describe('failureStep', () => {
  it("shows the server's field errors under the fields and the failure's words as a toast", () => {
    const error = new WriteError('Gagal menyimpan data.', new ApiError(422, 'Judul wajib diisi', { title: ['Judul wajib diisi'] }));
    expect(failureStep(error)).toEqual({ errors: { title: ['Judul wajib diisi'] }, toast: 'Gagal menyimpan data.' });
    expect(failureStep(error, (failed) => ({ name: [failed.message] }))).toEqual({
      errors: { name: ['Gagal menyimpan data.'] },
      toast: 'Gagal menyimpan data.',
    });
  });

  it('says nothing for a save the form stopped (Cancel)', () => {
    expect(failureStep(new WriteError('Gagal.', new DOMException('The upload was aborted.', 'AbortError')))).toBeNull();
  });
});
