import { useState, type FormEvent } from 'react';
import { toast, useLoadFailure } from '@/lib/toast';
import { LOVE_MOMENT_LETTER_MAX, LOVE_MOMENT_TITLE_MAX } from '@shared/constants';
import { useLoveMoments, useSaveLoveMoment, type LoveMomentSaveRequest } from '@/api/love-moment';
import { useEditorGate } from '@/components/editor-gate';
import { AddOrEditPanel } from '@/components/add-or-edit-panel';
import { TextAreaField, TextField } from '@/components/text-field';
import { idLoveMoment } from '@/i18n/id-love-moment';
import { serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import {
  emptyLoveMomentForm,
  firstInFormOrder,
  formFromMoment,
  loveMomentFieldNames,
  validateLoveMomentForm,
  type EditorMode,
} from './love-moment-form';
import { CoverField, useMomentMedia } from './moment-media';
import { MomentPicker } from './moment-picker';
import { VoiceNoteField } from '@/components/voice-note-field';

// The love moment form (docs/product.md §2, §4, §8): choose Add or Edit (Edit picks a moment by id and title,
// moment-picker.tsx); Title, Date, Cover Image, Love Letter, the opening day and the voice note (the files:
// moment-media.tsx, voice-note-field.tsx); 'Add Moment' / 'Save Changes'. After an add the form clears,
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

export function LoveMomentEditorPanel({ initialId = null, reloadNote = true, onSaved, headingLevel = 'h2' }: LoveMomentEditorPanelProps) {
  const { runAsEditor } = useEditorGate();
  const moments = useLoveMoments();
  const [mode, setMode] = useState<EditorMode>(initialId === null ? 'none' : 'edit');
  const [selectedId, setSelectedId] = useState<number | null>(initialId);
  // The moment of the address is filled in once the list has arrived.
  const [pendingFill, setPendingFill] = useState<number | null>(initialId);
  const [missingId, setMissingId] = useState<number | null>(null);
  const media = useMomentMedia();
  const [progress, setProgress] = useState<number | null>(null);

  const editor = useForm({
    initial: emptyLoveMomentForm,
    check: validateLoveMomentForm,
    useSave: useSaveLoveMoment,
    toVariables: (value): LoveMomentSaveRequest => {
      const cover = media.cover?.file ?? null;
      const voiceNote = media.voice ? { data: media.voice.data, name: media.voice.name } : null;
      return {
        momentId: mode === 'edit' ? selectedId : null,
        input: { ...value, cover, voiceNote, removeVoiceNote: media.removeVoice },
        onProgress: cover || voiceNote ? setProgress : undefined,
      };
    },
    send: (request, mutate) =>
      void runAsEditor(() => {
        setProgress(request.onProgress ? 0 : null);
        mutate(request);
      }),
    saved: (reply, request) => reply.message || (request.momentId !== null ? t.updated : t.created),
    invalidToast: firstInFormOrder,
    serverErrors: (failure) => serverFieldErrors(failure, loveMomentFieldNames),
    keepErrorsWhileEditing: true,
    // docs/product.md §4: after an add the form clears, after an edit it stays.
    onSaved: (_reply, request) => {
      media.clear();
      if (request.momentId === null) editor.reset(emptyLoveMomentForm());
      onSaved?.();
    },
    onSettled: () => setProgress(null),
  });
  const { field, error, setError, pending } = editor;
  const [voiceUnsaved, setVoiceUnsaved] = useState(false);

  if (pendingFill !== null && moments.data) {
    const moment = moments.data.find((item) => item.id === pendingFill);
    setPendingFill(null);
    if (moment) {
      editor.reset(formFromMoment(moment));
    } else {
      setSelectedId(null);
      setMissingId(pendingFill);
    }
  }

  useLoadFailure(moments, 'GET /api/love-moment');

  const switchMode = (next: 'add' | 'edit') => {
    if (next === mode) return;
    setMode(next);
    setSelectedId(null);
    setPendingFill(null);
    setMissingId(null);
    editor.reset(emptyLoveMomentForm());
    media.clear();
  };

  const pick = (id: number | null) => {
    const moment = moments.data?.find((item) => item.id === id);
    setSelectedId(moment ? moment.id : null);
    setMissingId(null);
    editor.reset(moment ? formFromMoment(moment) : emptyLoveMomentForm());
    media.clear();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (mode === 'none' || (mode === 'edit' && selectedId === null)) {
      event.preventDefault();
      if (mode === 'edit') toast.error(t.pickFirst);
      return;
    }
    // A recording not yet kept would be lost without a word: the giver decides first (decision 029).
    if (voiceUnsaved) {
      event.preventDefault();
      setError('voice', t.voice.unsaved);
      toast.error(t.voice.unsaved, { id: 'voice-unsaved' });
      return;
    }
    editor.submit(event);
  };

  const selected = moments.data?.find((item) => item.id === selectedId);
  const editing = mode === 'edit';

  return (
    <AddOrEditPanel words={t} headingLevel={headingLevel} reloadNote={reloadNote} mode={mode} onMode={switchMode}>
      {mode === 'none' ? (
        <p className="mt-4 text-rose-900/70">{t.chooseMode}</p>
      ) : (
        <form className="mt-5 flex flex-col gap-4" onSubmit={submit} noValidate>
          {editing && <MomentPicker moments={moments} selectedId={selectedId} onPick={pick} missingId={missingId} />}

          <TextField label={t.title} maxLength={LOVE_MOMENT_TITLE_MAX} {...field('title')} />
          <TextField label={t.date} type="date" {...field('date')} />

          <CoverField
            inputKey={media.coverInputKey}
            chosen={media.cover}
            current={editing ? (selected?.cover_thumb ?? selected?.cover_image ?? null) : null}
            keeps={editing && Boolean(selected?.cover_image)}
            error={error('cover')}
            progress={progress}
            onFile={(file) => {
              setError('cover', undefined);
              media.chooseCover(file);
            }}
          />

          <TextAreaField label={t.letter} maxLength={LOVE_MOMENT_LETTER_MAX} {...field('letter')} />
          <TextField label={t.opensAt} type="date" hint={t.opensAtHint} {...field('opens_at')} />

          <VoiceNoteField
            current={editing ? (selected?.voice_note ?? null) : null}
            currentDurationMs={editing ? (selected?.voice_note_duration_ms ?? null) : null}
            chosen={media.voice}
            onChosen={media.chooseVoice}
            removing={media.removeVoice}
            onRemoving={media.setRemoveVoice}
            error={error('voice')}
            onError={(message) => setError('voice', message)}
            progress={progress}
            inputKey={media.voiceInputKey}
            words={idLoveMoment.editor.voice}
            onUnsaved={setVoiceUnsaved}
          />

          <div>
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={pending}>
              {editing ? (pending ? t.saving : t.submitEdit) : pending ? t.adding : t.submitAdd}
            </button>
          </div>
        </form>
      )}
    </AddOrEditPanel>
  );
}

export default LoveMomentEditorPanel;
