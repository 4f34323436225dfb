import { useEffect, useState } from 'react';
import { storageUrl } from '@/api/storage-url';
import { FileField, IMAGE_ACCEPT } from '@/components/file-field';
import { idLoveMoment } from '@/i18n/id-love-moment';
import type { ChosenVoice } from '@/components/voice-note-field';

// The love moment form's files (docs/product.md §2, §4; decision 029): the cover image picked, with its
// preview, and the voice note chosen or recorded (or the saved one to be removed); all cleared together
// after a save, another moment picked or the mode switched.

const t = idLoveMoment.editor;

interface ChosenCover {
  file: File;
  /** An object URL for the preview, revoked when replaced or unmounted. */
  url: string;
}

export function useMomentMedia() {
  const [cover, setCover] = useState<ChosenCover | null>(null);
  // Changing a key gives a fresh, empty file input (its value cannot be set from script).
  const [coverInputKey, setCoverInputKey] = useState(0);
  const [voice, setVoice] = useState<ChosenVoice | null>(null);
  const [removeVoice, setRemoveVoice] = useState(false);
  const [voiceInputKey, setVoiceInputKey] = useState(0);

  const coverPreview = cover?.url;
  useEffect(() => {
    if (!coverPreview) return;
    return () => URL.revokeObjectURL(coverPreview);
  }, [coverPreview]);

  return {
    cover,
    coverInputKey,
    chooseCover: (file: File | undefined) => setCover(file ? { file, url: URL.createObjectURL(file) } : null),
    voice,
    voiceInputKey,
    chooseVoice: (next: ChosenVoice | null) => {
      setVoice(next);
      if (!next) setVoiceInputKey((key) => key + 1);
    },
    removeVoice,
    setRemoveVoice,
    clear: () => {
      setCover(null);
      setCoverInputKey((key) => key + 1);
      setVoice(null);
      setRemoveVoice(false);
      setVoiceInputKey((key) => key + 1);
    },
  };
}

export interface CoverFieldProps {
  /** Changing it empties the file input. */
  inputKey: number;
  chosen: ChosenCover | null;
  /** The saved cover's path (Edit mode), shown until another is chosen. */
  current: string | null;
  /** The moment being edited has a cover, which stays unless another is chosen. */
  keeps: boolean;
  error: string | undefined;
  /** The save's upload progress. */
  progress: number | null;
  onFile: (file: File | undefined) => void;
}

/** 'Cover Image': the picker, with the chosen or the current cover beside its caption. */
export function CoverField({ inputKey, chosen, current, keeps, error, progress, onFile }: CoverFieldProps) {
  return (
    <FileField
      key={inputKey}
      label={t.cover}
      accept={IMAGE_ACCEPT}
      hint={keeps ? `${t.coverHint} ${t.coverKeep}` : t.coverHint}
      error={error}
      progress={chosen ? progress : null}
      progressLabel={t.uploadProgress}
      onFiles={([file]) => onFile(file)}
    >
      {(chosen || current) && (
        <figure className="mt-2 flex items-center gap-3">
          <img
            src={chosen ? chosen.url : storageUrl(current ?? '')}
            alt=""
            width={64}
            height={80}
            className="h-20 w-16 rounded-xl border border-rose-100 object-cover"
          />
          <figcaption className="text-sm text-rose-900/80">{chosen ? `${t.chosenCover}: ${chosen.file.name}` : t.currentCover}</figcaption>
        </figure>
      )}
    </FileField>
  );
}
