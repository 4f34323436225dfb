import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { HubPanelContext } from '@/components/hub-panel';
import { useCreateFolder, useFolders } from '@/api/gallery';
import { idBuilder } from '@/i18n/id-builder';
import { StepHeading, StepHint } from './step-parts';
import type { StepProps } from './occasion-step';

// Step 4, photos (docs/product.md §5 Gallery, §22, §28): a gallery folder made for them the first time the step
// shows ('Kenangan Kita'), then the gallery editor's own upload (several photos at once, HEIC too), handed in by
// editor-routes.tsx with that folder as the current one. Optional: going on saves nothing more.

const t = idBuilder.photos;

export interface PhotosStepProps extends StepProps {
  folderId: number | null;
  onFolder: (folderId: number) => void;
  reloadPreview: () => void;
  /** The gallery editor's panel, given the folder as the hub would give it. */
  upload: (context: HubPanelContext) => ReactNode;
}

export function PhotosStep({ headingId, folderId, onFolder, reloadPreview, upload }: PhotosStepProps) {
  const folders = useFolders();
  const create = useCreateFolder();
  const [failed, setFailed] = useState(false);
  const asked = useRef(false);
  const known = folders.data?.find((folder) => folder.id === folderId);

  useEffect(() => {
    // Once per visit of the step, and only when the folder made earlier is gone (or was never made).
    if (asked.current || !folders.data || known) return;
    asked.current = true;
    create.mutate(t.folderName, { onSuccess: (reply) => onFolder(reply.data.id), onError: () => setFailed(true) });
  }, [folders.data, known, create, onFolder]);

  return (
    <>
      <StepHeading id={headingId}>{t.heading}</StepHeading>
      <StepHint>{t.hint}</StepHint>
      <div className="mt-4 space-y-3">
        {failed ? (
          <p role="alert" className="rounded-xl bg-rose-100 p-3 text-rose-800">
            {t.makeFailed}
          </p>
        ) : known ? (
          <p className="text-sm font-medium text-rose-900" aria-live="polite">
            {t.count(known.photo_count)}
          </p>
        ) : (
          <p role="status" className="text-rose-900/70">
            {t.making}
          </p>
        )}
        {upload({ currentFolderId: known ? known.id : null, setCurrentFolderId: onFolder, reloadPreview })}
      </div>
    </>
  );
}
