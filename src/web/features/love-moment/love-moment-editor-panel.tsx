import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { LOVE_MOMENT_LETTER_MAX, LOVE_MOMENT_TITLE_MAX } from '@shared/constants';
import { useLoveMoments, useSaveLoveMoment } from '@/api/love-moment';
import { storageUrl } from '@/api/storage-url';
import { useEditorGate } from '@/components/editor-gate';
import { FileField } from '@/components/file-field';
import { AddOrEditPanel, RecordPicker } from '@/components/add-or-edit-panel';
import { TextAreaField, TextField } from '@/components/text-field';
import { idLoveMoment } from '@/i18n/id-love-moment';
import { fieldBinder } from '@/lib/use-editor-form';
import {
  emptyLoveMomentForm,
  firstError,
  formFromMoment,
  serverFieldErrors,
  validateLoveMomentForm,
  type EditorMode,
  type LoveMomentForm,
  type LoveMomentFormErrors,
} from './love-moment-form';
import { VoiceNoteField, type ChosenVoice } from './voice-note-field';

// The love moment form (docs/product.md §2, §4, §8): choose Add or Edit (Edit picks a moment by id and title);
// Title, Date, Cover Image, Love Letter; 'Add Moment' / 'Save Changes'. After an add the form clears,
// after an edit it stays; onSaved fires in both cases. Used by the edit hub and /edit-love-moment/{id?}.

const t = idLoveMoment.editor;

export interface LoveMomentEditorPanelProps {
  /** Opens this moment in Edit mode (/edit-love-moment/{id}). */
  initialId?: number | null;
  /** The hub's note to reload the preview; off where there is no preview. */
  reloadNote?: boolean;
  /** docs/product.md §4: "a callback fires in both cases" (after an add and after an edit). */
  onSaved?: () => void;
  /** The panel's heading level: h2 inside a page or the hub. */
  headingLevel?: 'h1' | 'h2';
}

interface ChosenCover {
  file: File;
  /** An object URL for the preview, revoked when replaced or unmounted. */
  url: string;
}

export function LoveMomentEditorPanel({ initialId = null, reloadNote = true, onSaved, headingLevel = 'h2' }: LoveMomentEditorPanelProps) {
  const { runAsEditor } = useEditorGate();
  const moments = useLoveMoments();
  const [mode, setMode] = useState<EditorMode>(initialId === null ? 'none' : 'edit');
  const [selectedId, setSelectedId] = useState<number | null>(initialId);
  // The moment of the address is filled in once the list has arrived.
  const [pendingFill, setPendingFill] = useState<number | null>(initialId);
  const [missingId, setMissingId] = useState<number | null>(null);
  const [form, setForm] = useState<LoveMomentForm>(emptyLoveMomentForm);
  const [errors, setErrors] = useState<LoveMomentFormErrors>({});
  const [cover, setCover] = useState<ChosenCover | null>(null);
  // Changing the key gives a fresh, empty file input (its value cannot be set from script).
  const [coverInputKey, setCoverInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  // The voice note (decision 029): a new one chosen or recorded, or the saved one to be removed.
  const [voice, setVoice] = useState<ChosenVoice | null>(null);
  const [removeVoice, setRemoveVoice] = useState(false);
  const [voiceInputKey, setVoiceInputKey] = useState(0);

  if (pendingFill !== null && moments.data) {
    const moment = moments.data.find((item) => item.id === pendingFill);
    setPendingFill(null);
    if (moment) {
      setForm(formFromMoment(moment));
    } else {
      setSelectedId(null);
      setMissingId(pendingFill);
    }
  }

  const coverPreview = cover?.url;
  useEffect(() => {
    if (!coverPreview) return;
    return () => URL.revokeObjectURL(coverPreview);
  }, [coverPreview]);

  useEffect(() => {
    if (!moments.isError) return;
    console.error('GET /api/love-moment failed', moments.error);
  }, [moments.isError, moments.error]);

  const clearCover = () => {
    setCover(null);
    setCoverInputKey((key) => key + 1);
    setVoice(null);
    setRemoveVoice(false);
    setVoiceInputKey((key) => key + 1);
  };

  const save = useSaveLoveMoment({
    onSuccess: (reply, request) => {
      const edited = request.momentId !== null;
      toast.success(reply.message || (edited ? t.updated : t.created));
      setErrors({});
      clearCover();
      if (!edited) setForm(emptyLoveMomentForm());
      onSaved?.();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error.errors));
      toast.error(error.message);
    },
    onSettled: () => setProgress(null),
  });

  const switchMode = (next: 'add' | 'edit') => {
    if (next === mode) return;
    setMode(next);
    setSelectedId(null);
    setPendingFill(null);
    setMissingId(null);
    setForm(emptyLoveMomentForm());
    setErrors({});
    clearCover();
  };

  const pick = (id: number | null) => {
    const moment = moments.data?.find((item) => item.id === id);
    setSelectedId(moment ? moment.id : null);
    setMissingId(null);
    setForm(moment ? formFromMoment(moment) : emptyLoveMomentForm());
    setErrors({});
    clearCover();
  };

  const field = fieldBinder(form, errors, (name, value) => setForm((current) => ({ ...current, [name]: value })));

  const chooseCover = ([file]: File[]) => {
    setErrors(({ cover: _dropped, ...rest }) => rest);
    setCover(file ? { file, url: URL.createObjectURL(file) } : null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === 'none') return;
    if (mode === 'edit' && selectedId === null) {
      toast.error(t.pickFirst);
      return;
    }
    const result = validateLoveMomentForm(form);
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstError(result.errors);
      if (first) toast.error(first);
      return;
    }
    setErrors({});
    const file = cover?.file ?? null;
    const voiceNote = voice ? { data: voice.data, name: voice.name } : null;
    const uploading = Boolean(file || voiceNote);
    const momentId = mode === 'edit' ? selectedId : null;
    void runAsEditor(() => {
      setProgress(uploading ? 0 : null);
      save.mutate({
        momentId,
        input: { ...result.value, cover: file, voiceNote, removeVoiceNote: removeVoice },
        onProgress: uploading ? setProgress : undefined,
      });
    });
  };

  const list = moments.data ?? [];
  const selected = list.find((item) => item.id === selectedId);
  const currentCover = mode === 'edit' ? (selected?.cover_thumb ?? selected?.cover_image ?? null) : null;

  return (
    <AddOrEditPanel words={t} headingLevel={headingLevel} reloadNote={reloadNote} mode={mode} onMode={switchMode}>
      {mode === 'none' ? (
        <p className="mt-4 text-rose-900/70">{t.chooseMode}</p>
      ) : (
        <form className="mt-5 flex flex-col gap-4" onSubmit={submit} noValidate>
          {mode === 'edit' && (
            <RecordPicker
              words={t}
              list={moments}
              options={list.map((moment) => ({ id: moment.id, label: t.pickerOption(moment.id, moment.title) }))}
              selectedId={selectedId}
              onPick={pick}
              // A moment deleted in the preview frame (another window) drops out of the list.
              onFocus={() => void moments.refetch()}
            >
              {moments.isError && <p className="mt-1 text-sm text-red-700">{t.pickerLoadFailed}</p>}
              {missingId !== null && <p className="mt-1 text-sm text-red-700">{t.notFound(missingId)}</p>}
            </RecordPicker>
          )}

          <TextField label={t.title} maxLength={LOVE_MOMENT_TITLE_MAX} {...field('title')} />
          <TextField label={t.date} type="date" {...field('date')} />

          <FileField
            key={coverInputKey}
            label={t.cover}
            accept="image/*"
            hint={mode === 'edit' && selected?.cover_image ? `${t.coverHint} ${t.coverKeep}` : t.coverHint}
            error={errors.cover}
            progress={cover ? progress : null}
            progressLabel={t.uploadProgress}
            onFiles={chooseCover}
          >
            {(cover || currentCover) && (
              <figure className="mt-2 flex items-center gap-3">
                <img
                  src={cover ? cover.url : storageUrl(currentCover ?? '')}
                  alt=""
                  width={64}
                  height={80}
                  className="h-20 w-16 rounded-xl border border-rose-100 object-cover"
                />
                <figcaption className="text-sm text-rose-900/80">
                  {cover ? `${t.chosenCover}: ${cover.file.name}` : t.currentCover}
                </figcaption>
              </figure>
            )}
          </FileField>

          <TextAreaField label={t.letter} maxLength={LOVE_MOMENT_LETTER_MAX} {...field('letter')} />
          <TextField label={t.opensAt} type="date" hint={t.opensAtHint} {...field('opens_at')} />

          <VoiceNoteField
            current={mode === 'edit' ? (selected?.voice_note ?? null) : null}
            chosen={voice}
            onChosen={(next) => {
              setVoice(next);
              if (!next) setVoiceInputKey((key) => key + 1);
            }}
            removing={removeVoice}
            onRemoving={setRemoveVoice}
            error={errors.voice}
            onError={(message) => setErrors(({ voice: _dropped, ...rest }) => (message ? { ...rest, voice: message } : rest))}
            progress={progress}
            inputKey={voiceInputKey}
          />

          <div>
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={save.isPending}>
              {mode === 'edit' ? (save.isPending ? t.saving : t.submitEdit) : save.isPending ? t.adding : t.submitAdd}
            </button>
          </div>
        </form>
      )}
    </AddOrEditPanel>
  );
}

export default LoveMomentEditorPanel;
