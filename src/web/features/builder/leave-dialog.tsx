import { useId, useRef } from 'react';
import { Dialog } from '@/components/dialog';
import { idBuilder } from '@/i18n/id-builder';

// Leaving a step that holds changes not saved yet (decision 083): the builder asks first instead of dropping them.
// 'Simpan' saves as 'Lanjut' would and then leaves (a failed save says why and stays), 'Jangan simpan' leaves without
// them, 'Batal' (or Escape) stays on the step with what was typed.

const t = idBuilder.leave;

export function LeaveDialog({
  step,
  busy,
  onSave,
  onDiscard,
  onStay,
}: {
  step: string;
  busy: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onStay: () => void;
}) {
  const titleId = useId();
  const saveButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      labelledBy={titleId}
      onEscape={onStay}
      initialFocus={saveButton}
      backdropClassName="z-50 items-end p-2 sm:items-center"
      className="w-full max-w-sm rounded-2xl bg-white p-6 text-rose-950 shadow-xl"
    >
      <h2 id={titleId} className="font-display text-xl font-bold text-rose-700">
        {t.heading}
      </h2>
      <p className="mt-2 text-sm">{t.body(step)}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary min-h-11 px-4" onClick={onStay} disabled={busy}>
          {t.stay}
        </button>
        <button type="button" className="btn-secondary min-h-11 px-4" onClick={onDiscard} disabled={busy}>
          {t.discard}
        </button>
        <button ref={saveButton} type="button" className="btn-primary min-h-11 px-4" onClick={onSave} disabled={busy} aria-busy={busy}>
          {busy ? idBuilder.saving : t.save}
        </button>
      </div>
    </Dialog>
  );
}
