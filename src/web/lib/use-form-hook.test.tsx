import type { FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { toast, toastStore } from './toast';
import { useForm, type FormSpec, type SaveCallbacks, type SaveFailure } from './use-form';

// The form hook as a form uses it (decisions 013 and 093): Save checks, then sends once (through `send` where a
// lapsed session logs in first); a failed save's words go to a toast or inside the form; a change clears its
// field's error unless the form keeps them.

type Form = { title: string };

/** A save hook whose answer the test gives: `answer.success(...)` or `answer.error(...)` after a send. */
function fakeSave(pending = false) {
  const sent: Form[] = [];
  let callbacks: SaveCallbacks<{ id: number }, Form> = {};
  const useSave = (given: SaveCallbacks<{ id: number }, Form>) => {
    callbacks = given;
    return { mutate: (variables: Form) => void sent.push(variables), isPending: pending };
  };
  const answer = {
    success: (reply: { id: number }, variables: Form) => act(() => callbacks.onSuccess?.(reply, variables)),
    error: (error: SaveFailure) => act(() => callbacks.onError?.(error, { title: '' })),
  };
  return { sent, useSave, answer };
}

const check = (form: Form) =>
  form.title.trim()
    ? { ok: true as const, value: { title: form.title.trim() } }
    : { ok: false as const, errors: { title: ['Judul wajib diisi'] } };

function formHook(spec: Partial<FormSpec<Form, Form, Form, { id: number }>> & Pick<FormSpec<Form, Form, Form, { id: number }>, 'useSave'>) {
  return renderHook(() => useForm<Form, Form, Form, { id: number }>({ initial: { title: '' }, check, ...spec }));
}

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement>;
const toastsShown = () =>
  toastStore
    .getSnapshot()
    .filter((t) => t.visible)
    .map((t) => [t.type, t.message]);
const refused = (errors: Record<string, string[]>, message = 'Gagal menyimpan data.'): SaveFailure => ({ message, errors, aborted: false });

// The toasts are one store for the whole web project: a toast another file left up is not this file's.
beforeEach(() => toast.remove());
afterEach(() => toast.remove());

describe('useForm', () => {
  it('shows the check’s errors, calls onInvalid, and sends nothing; then sends the checked values', () => {
    const save = fakeSave();
    const onInvalid = vi.fn();
    const { result } = formHook({ useSave: save.useSave, onInvalid, invalidToast: () => 'Judul harus diisi!' });
    const event = submitEvent();
    act(() => result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.error('title')).toBe('Judul wajib diisi');
    expect(onInvalid).toHaveBeenCalledWith({ title: ['Judul wajib diisi'] });
    expect(toastsShown()).toEqual([['error', 'Judul harus diisi!']]);
    expect(save.sent).toEqual([]);
    act(() => result.current.field('title').onValue(' Untukmu '));
    act(() => result.current.submit(submitEvent()));
    expect(save.sent).toEqual([{ title: 'Untukmu' }]);
  });

  it('sends through `send` where one is given (a lapsed session logs in first), Save and the other action alike', () => {
    const save = fakeSave();
    const send = vi.fn();
    const { result } = formHook({ useSave: save.useSave, send, initial: { title: 'Kado' } });
    act(() => result.current.submit(submitEvent()));
    expect(send).toHaveBeenCalledWith({ title: 'Kado' }, expect.any(Function));
    expect(save.sent).toEqual([]);
    act(() => result.current.sendNow({ title: 'hapus' }));
    expect(send).toHaveBeenLastCalledWith({ title: 'hapus' }, expect.any(Function));
    // `send` sends by the mutate it was given.
    act(() => send.mock.calls[0]![1]({ title: 'Kado' }));
    expect(save.sent).toEqual([{ title: 'Kado' }]);
  });

  it('does nothing on Save or the other action while a save is on its way', () => {
    const save = fakeSave(true);
    const { result } = formHook({ useSave: save.useSave, initial: { title: 'Kado' } });
    act(() => result.current.submit(submitEvent()));
    act(() => result.current.sendNow({ title: 'x' }));
    expect(save.sent).toEqual([]);
    expect(result.current.pending).toBe(true);
  });

  it("shows a good save's words, from the reply where the form builds them, then calls onSaved", () => {
    const save = fakeSave();
    const onSaved = vi.fn();
    const { result } = formHook({ useSave: save.useSave, saved: (reply) => `Tersimpan #${reply.id}`, onSaved });
    act(() => result.current.setError('title', 'lama'));
    save.answer.success({ id: 7 }, { title: 'Kado' });
    expect(toastsShown()).toEqual([['success', 'Tersimpan #7']]);
    expect(result.current.errors).toEqual({});
    expect(onSaved).toHaveBeenCalledWith({ id: 7 }, { title: 'Kado' });
  });

  it('says nothing after a good save where the spec gives no words', () => {
    const save = fakeSave();
    formHook({ useSave: save.useSave });
    save.answer.success({ id: 1 }, { title: 'Kado' });
    expect(toastsShown()).toEqual([]);
  });

  it("shows a failed save's field errors under the fields and its words as toasts, one per word the form names", () => {
    const save = fakeSave();
    const { result } = formHook({ useSave: save.useSave });
    save.answer.error(refused({ title: ['Judul ditolak'] }));
    expect(result.current.error('title')).toBe('Judul ditolak');
    expect(toastsShown()).toEqual([['error', 'Gagal menyimpan data.']]);

    const other = fakeSave();
    formHook({ useSave: other.useSave, failureToasts: (error) => Object.values(error.errors).flat() });
    other.answer.error(refused({ title: ['satu'], date: ['dua'] }));
    expect(toastsShown()).toEqual([
      ['error', 'dua'],
      ['error', 'satu'],
      ['error', 'Gagal menyimpan data.'],
    ]);
  });

  it('shows a failed save inside the form only when no field says it, and clears it at the next Save', () => {
    const save = fakeSave();
    const { result } = formHook({ useSave: save.useSave, failure: 'inline', initial: { title: 'Kado' } });
    save.answer.error(refused({}, 'Koneksi terputus.'));
    expect(result.current.failure).toBe('Koneksi terputus.');
    expect(toastsShown()).toEqual([]);
    save.answer.error(refused({ title: [] }, 'Koneksi terputus lagi.'));
    expect(result.current.failure).toBe('Koneksi terputus lagi.');
    act(() => result.current.submit(submitEvent()));
    expect(result.current.failure).toBeNull();
    save.answer.error(refused({ title: ['Judul ditolak'] }, 'Judul ditolak'));
    expect(result.current.failure).toBeNull();
    expect(result.current.error('title')).toBe('Judul ditolak');
  });

  it('shows nothing for a save the form stopped itself', () => {
    const save = fakeSave();
    const { result } = formHook({ useSave: save.useSave });
    save.answer.error({ message: 'Dibatalkan', errors: { title: ['x'] }, aborted: true });
    expect(result.current.errors).toEqual({});
    expect(toastsShown()).toEqual([]);
  });

  it("clears an edited field's error, the others' stay, unless the form keeps errors while editing", () => {
    const save = fakeSave();
    const { result } = formHook({ useSave: save.useSave });
    save.answer.error(refused({ title: ['Judul ditolak'], date: ['Tanggal ditolak'] }));
    act(() => result.current.change('title')('baru'));
    expect(result.current.errors).toEqual({ date: ['Tanggal ditolak'] });
    expect(result.current.form).toEqual({ title: 'baru' });

    const kept = fakeSave();
    const { result: keptForm } = formHook({ useSave: kept.useSave, keepErrorsWhileEditing: true });
    kept.answer.error(refused({ title: ['Judul ditolak'] }));
    act(() => keptForm.current.change('title')('baru'));
    expect(keptForm.current.error('title')).toBe('Judul ditolak');
  });

  it("shows the spec's words for a good save as they are written", () => {
    const save = fakeSave();
    formHook({ useSave: save.useSave, saved: 'Tersimpan!' });
    save.answer.success({ id: 1 }, { title: 'Kado' });
    expect(toastsShown()).toEqual([['success', 'Tersimpan!']]);
  });

  it('shows the errors of a failed check without a toast or a callback where the form gives none', () => {
    const save = fakeSave();
    const { result } = formHook({ useSave: save.useSave });
    act(() => result.current.submit(submitEvent()));
    expect(result.current.error('title')).toBe('Judul wajib diisi');
    expect(toastsShown()).toEqual([]);
  });

  it("clears the errors a form kept once Save's check passes", () => {
    const save = fakeSave();
    const { result } = formHook({ useSave: save.useSave, keepErrorsWhileEditing: true });
    act(() => result.current.submit(submitEvent()));
    act(() => result.current.change('title')('Kado'));
    expect(result.current.error('title')).toBe('Judul wajib diisi');
    act(() => result.current.submit(submitEvent()));
    expect(result.current.errors).toEqual({});
    expect(save.sent).toEqual([{ title: 'Kado' }]);
  });

  it("sends the other action at once, clearing the last failure's words and errors", () => {
    const save = fakeSave();
    const { result } = formHook({ useSave: save.useSave, failure: 'inline' });
    save.answer.error(refused({}, 'Koneksi terputus.'));
    act(() => result.current.setError('title', 'Judul ditolak'));
    act(() => result.current.sendNow({ title: 'hapus' }));
    expect(save.sent).toEqual([{ title: 'hapus' }]);
    expect(result.current.failure).toBeNull();
    expect(result.current.errors).toEqual({});
  });

  it('sets or clears one error from outside the check, and a reset clears every error', () => {
    const save = fakeSave();
    const { result } = formHook({ useSave: save.useSave });
    act(() => result.current.setError('cover', 'Gambar terlalu besar'));
    act(() => result.current.setError('voice', 'Rekaman gagal'));
    act(() => result.current.setError('voice', undefined));
    expect(result.current.errors).toEqual({ cover: ['Gambar terlalu besar'] });
    act(() => result.current.reset({ title: 'lain' }));
    expect(result.current.errors).toEqual({});
    expect(result.current.form).toEqual({ title: 'lain' });
  });
});
