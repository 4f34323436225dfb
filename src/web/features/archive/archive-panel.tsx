import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { EXPORT_URL, useImportArchive } from '@/api/archive';
import { Dialog } from '@/components/dialog';
import { useEditorGate } from '@/components/editor-gate';
import { FileField } from '@/components/file-field';
import { idArchive } from '@/i18n/id-archive';
import { useForm } from '@/lib/use-form';
import { ARCHIVE_MSG } from '@shared/messages/archive';
import { inPageLanguage } from '@shared/field-errors';
import { precheckArchive } from './archive-precheck';

// The edit hub's 'Arsip' section (decision 030): 'Unduh arsip' downloads the whole gift as one ZIP; an
// archive chosen below replaces the gift's content, after a confirm dialog, with the upload's progress. A file
// that is not a gift's archive is refused before the dialog (archive-precheck.ts).

const t = idArchive;

export default function ArchivePanel({ onImported }: { onImported?: () => void }) {
  const ids = { heading: useId(), confirmHeading: useId(), confirmText: useId() };
  const { runAsEditor } = useEditorGate();
  const [fieldKey, setFieldKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  /** The import the giver is asked about ('Ganti isi hadiah?'): sent on 'Ganti', dropped on 'Batal'. */
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // The one form hook: a file or the words that ask for one; a refusal under the picker and as a toast.
  const importing = useForm({
    initial: { file: null as File | null },
    check: ({ file }) => (file ? { ok: true, value: file } : { ok: false, errors: { file: [t.noFile] } }),
    useSave: useImportArchive,
    toVariables: (file) => ({ file, onProgress: setProgress }),
    // Checked before the question: no 'Ganti isi hadiah?' for a file that is not a gift's archive.
    send: (variables, mutate) =>
      void precheckArchive(variables.file).then((verdict) => {
        if (verdict !== 'ok') importing.setError('file', inPageLanguage(verdict === 'not-zip' ? ARCHIVE_MSG.notZip : ARCHIVE_MSG.foreign));
        else
          setAsking(
            () => () =>
              void runAsEditor(() => {
                setProgress(0);
                mutate(variables);
              }),
          );
      }),
    saved: t.imported,
    serverErrors: (failure) => ({ file: [failure.message] }),
    onSaved: () => {
      onImported?.();
      importing.reset({ file: null });
      setFieldKey((key) => key + 1);
    },
    onSettled: () => setProgress(null),
  });
  const file = importing.form.file;

  const closeDialog = () => {
    setAsking(null);
    submitRef.current?.focus();
  };

  const confirm = () => {
    setAsking(null);
    asking?.();
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <section aria-labelledby={ids.heading} className="space-y-6" data-testid="archive-panel">
      <div>
        <h2 id={ids.heading} className="font-display text-2xl font-bold text-rose-700">
          {t.heading}
        </h2>
        <p className="mt-1 text-sm text-rose-900/80">{t.intro}</p>
      </div>

      <div className="card space-y-2 bg-white">
        <h3 className="font-semibold text-rose-900">{t.downloadHeading}</h3>
        <p className="text-sm text-rose-900/80">{t.downloadHint}</p>
        <a href={EXPORT_URL} download className="btn-primary inline-block">
          {t.download}
        </a>
      </div>

      <form className="card space-y-3 bg-white" onSubmit={importing.submit} noValidate>
        <h3 className="font-semibold text-rose-900">{t.importHeading}</h3>
        <p className="text-sm text-rose-900/80">{t.importHint}</p>
        <FileField
          key={fieldKey}
          label={t.fileLabel}
          accept=".zip,application/zip"
          name="file"
          chosen={file?.name}
          error={importing.error('file')}
          alertError
          disabled={importing.pending}
          progress={progress}
          progressText={progress === null ? undefined : t.progress(percent)}
          onFiles={(files) => importing.change('file')(files[0] ?? null)}
        />
        <button ref={submitRef} type="submit" className="btn-primary" disabled={importing.pending}>
          {importing.pending ? t.importing : t.importButton}
        </button>
      </form>

      {asking &&
        file &&
        createPortal(
          <Dialog
            labelledBy={ids.confirmHeading}
            onEscape={closeDialog}
            initialFocus={cancelRef}
            backdropClassName="z-[45] items-center p-4"
            className="card w-full max-w-md bg-white"
          >
            <div>
              <h2 id={ids.confirmHeading} className="font-display text-xl font-bold text-rose-700">
                {t.confirmHeading}
              </h2>
              <p id={ids.confirmText} className="mt-2 text-rose-900">
                {t.confirmText(file.name)}
              </p>
              <div className="mt-5 flex justify-end gap-2">
                <button ref={cancelRef} type="button" className="btn-secondary" onClick={closeDialog}>
                  {t.cancel}
                </button>
                <button type="button" className="btn-primary" onClick={confirm}>
                  {t.confirm}
                </button>
              </div>
            </div>
          </Dialog>,
          document.body,
        )}
    </section>
  );
}
