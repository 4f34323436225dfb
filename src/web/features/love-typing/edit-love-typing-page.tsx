import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { LOVE_TYPING_MAX_PARAGRAPHS, PARAGRAPH_MAX_LENGTH } from '@shared/constants';
import type { LoveTyping } from '@shared/schemas/love-typing';
import { ROUTES } from '@shared/routes';
import { useLoveTyping, useSaveLoveTyping, type LoveTypingSave } from '@/api/love-typing';
import { storageUrl } from '@/api/storage-url';
import { useEditorOnly } from '@/components/editor-only';
import { EditorPageCard } from '@/components/editor-page-card';
import { FileField } from '@/components/file-field';
import { idMainGift } from '@/i18n/id-main-gift';
import { firstError, serverFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { checkLetterForm, letterError } from './letter-form';
import { useLoadFailure } from '@/lib/toast';

// The letter editor (docs/product.md §2 "Love typing editor", §5): one textarea per paragraph ('Paragraph N',
// at most 480 characters, with a counter), add and remove, a background music picker, 'Batal' and
// 'Simpan', which returns to /love-typing.

const t = idMainGift.letterEditor;

export default function EditLoveTypingPage() {
  const access = useEditorOnly();
  return (
    <EditorPageCard access={access} words={t} cancelTo={ROUTES.loveTyping}>
      <LetterEditor />
    </EditorPageCard>
  );
}

function LetterEditor() {
  const letter = useLoveTyping();
  useLoadFailure(letter, 'GET /api/love-typing');

  if (letter.isPending) {
    return (
      <p className="mt-4 text-center text-rose-900/70" role="status">
        {t.loading}
      </p>
    );
  }
  // A failed load (only logged, docs/product.md §8) starts an empty letter rather than blocking the giver.
  return <LetterForm initial={letter.data ?? { paragraphs: [], background_music: null }} />;
}

interface Draft {
  key: number;
  text: string;
}

// Keys outlive their position, so removing paragraph 2 keeps paragraph 3's text and focus in place.
let draftSequence = 0;
const makeDraft = (text: string): Draft => ({ key: ++draftSequence, text });

interface LetterFormValues {
  drafts: Draft[];
  /** A new background track; without one the current track stays. */
  music: File | null;
}

function LetterForm({ initial }: { initial: LoveTyping }) {
  const navigate = useNavigate();
  const formId = useId();
  const focusKey = useRef<number | null>(null);

  const {
    form,
    errors,
    change,
    submit,
    pending: saving,
    setError,
  } = useForm({
    initial: (): LetterFormValues => ({
      drafts: (initial.paragraphs.length > 0 ? initial.paragraphs : ['']).map((text) => makeDraft(text)),
      music: null,
    }),
    check: (values) => checkLetterForm(values.drafts.map((d) => d.text)),
    useSave: useSaveLoveTyping,
    toVariables: (paragraphs, values): LoveTypingSave => ({ paragraphs, music: values.music }),
    saved: (reply) => reply.message || t.saved,
    invalidToast: (found) => letterError(found)?.message,
    // A refused track reads as the music's error; any other failure as the letter's.
    serverErrors: (failure): FieldErrors => {
      const music = firstError(serverFieldErrors(failure), 'background_music');
      return music ? { music: [music] } : { paragraphs: [failure.message] };
    },
    keepErrorsWhileEditing: true,
    onSaved: () => navigate(ROUTES.loveTyping),
  });
  const { drafts, music } = form;
  const error = letterError(errors);

  useEffect(() => {
    if (focusKey.current === null) return;
    document.getElementById(`${formId}-p-${focusKey.current}`)?.focus();
    focusKey.current = null;
  }, [drafts, formId]);

  const setDrafts = change('drafts');
  const setText = (key: number, text: string) => setDrafts(drafts.map((d) => (d.key === key ? { ...d, text } : d)));
  const add = () => {
    const draft = makeDraft('');
    focusKey.current = draft.key;
    setDrafts([...drafts, draft]);
  };
  const remove = (key: number) => {
    const index = drafts.findIndex((d) => d.key === key);
    const next = drafts.filter((d) => d.key !== key);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) focusKey.current = neighbour.key;
    setDrafts(next);
  };

  const errorId = `${formId}-error`;

  return (
    <form className="mt-5 flex flex-col gap-5" onSubmit={submit} noValidate aria-busy={saving}>
      <fieldset className="flex flex-col gap-4" aria-describedby={error?.field === 'paragraphs' ? errorId : undefined}>
        <legend className="sr-only">{t.paragraphsLabel}</legend>
        {drafts.map((draft, index) => {
          const inputId = `${formId}-p-${draft.key}`;
          const counterId = `${inputId}-count`;
          const full = draft.text.length >= PARAGRAPH_MAX_LENGTH;
          const invalid = error?.field === 'paragraphs' && error.index === index;
          return (
            <div key={draft.key} data-testid="paragraph-field">
              <div className="mb-1 flex items-center justify-between gap-2">
                <label htmlFor={inputId} className="font-semibold text-rose-900">
                  {t.paragraph(index + 1)}
                </label>
                <button
                  type="button"
                  className="rounded-full px-3 py-1 text-sm font-semibold text-rose-600 transition hover:bg-rose-50 disabled:opacity-40"
                  onClick={() => remove(draft.key)}
                  disabled={saving || drafts.length <= 1}
                >
                  <span aria-hidden="true">✕ </span>
                  <span className="sr-only">{t.removeParagraph(index + 1)}</span>
                  <span aria-hidden="true">{t.remove}</span>
                </button>
              </div>
              <textarea
                id={inputId}
                rows={4}
                className="field"
                value={draft.text}
                maxLength={PARAGRAPH_MAX_LENGTH}
                disabled={saving}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={[counterId, invalid ? errorId : ''].filter(Boolean).join(' ')}
                onChange={(event) => setText(draft.key, event.target.value)}
              />
              <p id={counterId} className={`mt-1 text-right text-sm ${full ? 'font-semibold text-red-700' : 'text-rose-900/60'}`}>
                {t.counter(draft.text.length, PARAGRAPH_MAX_LENGTH)}
              </p>
            </div>
          );
        })}
        <div>
          <button type="button" className="btn-secondary" onClick={add} disabled={saving || drafts.length >= LOVE_TYPING_MAX_PARAGRAPHS}>
            <span aria-hidden="true" className="mr-1">
              +
            </span>
            {t.addParagraph}
          </button>
        </div>
      </fieldset>

      <FileField
        label={t.music}
        accept="audio/*"
        disabled={saving}
        hint={t.musicHint}
        chosen={music ? t.chosenFile(music.name) : undefined}
        errorId={error?.field === 'music' ? errorId : undefined}
        current={
          initial.background_music && (
            <div className="mb-2">
              <p className="text-sm text-rose-900/80">{t.currentMusic}</p>
              <audio src={storageUrl(initial.background_music)} controls preload="none" className="mt-1 w-full" />
            </div>
          )
        }
        noCurrent={t.noMusic}
        onFiles={([file]) => {
          change('music')(file ?? null);
          setError('music', undefined);
        }}
      />

      {error && (
        <p id={errorId} role="alert" className="rounded-xl bg-red-50 px-4 py-2 text-sm font-medium text-red-700">
          {error.index !== undefined ? `${t.paragraph(error.index + 1)}: ${error.message}` : error.message}
        </p>
      )}

      <div className="flex flex-wrap justify-end gap-3">
        <Link to={ROUTES.loveTyping} className="btn-secondary">
          {t.cancel}
        </Link>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
