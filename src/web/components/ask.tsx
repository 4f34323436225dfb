import { useId, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { idDialog } from '@/i18n/id-dialog';
import { Dialog } from './dialog';

// The app's own confirm() and alert() (docs/product.md §9): the same questions and notices, asked in a dialog
// of the app's look and the gift's language that a screen reader announces (role alertdialog, the text as its
// description) and a keyboard answers (Tab stays inside, Escape cancels). Each call mounts its dialog in a root
// of its own and removes it on the answer, so nothing of it sits in the first load of any page.

interface AskProps {
  message: string;
  /** Without a cancel button it is a notice (alert): one OK button. */
  withCancel: boolean;
  answer: (yes: boolean) => void;
}

function AskDialog({ message, withCancel, answer }: AskProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const t = idDialog;
  return (
    <Dialog
      role="alertdialog"
      labelledBy={`${id}-message`}
      onEscape={() => answer(false)}
      // The safe answer has the focus: Enter right away never deletes.
      initialFocus={withCancel ? cancelRef : okRef}
      backdropClassName="z-[60] items-center p-4"
      className="w-full max-w-sm rounded-2xl bg-white p-6 text-rose-950 shadow-xl"
    >
      <p id={`${id}-message`} className="whitespace-pre-line text-base leading-relaxed" data-testid="ask-message">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {withCancel && (
          <button ref={cancelRef} type="button" className="btn-secondary" onClick={() => answer(false)}>
            {t.cancel}
          </button>
        )}
        <button ref={okRef} type="button" className="btn-primary" onClick={() => answer(true)}>
          {withCancel ? t.yes : t.ok}
        </button>
      </div>
    </Dialog>
  );
}

function open(message: string, withCancel: boolean): Promise<boolean> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return new Promise((resolve) => {
    const answer = (yes: boolean) => {
      root.unmount();
      host.remove();
      // Focus goes back where it was, as the browser's own dialogs do.
      if (before?.isConnected) before.focus();
      resolve(yes);
    };
    root.render(<AskDialog message={message} withCancel={withCancel} answer={answer} />);
  });
}

/** Asks a yes-or-no question (in place of `window.confirm`): true when the user goes ahead. */
export const ask = (message: string): Promise<boolean> => open(message, true);

/** Tells the user something that needs an OK (in place of `window.alert`). */
export const tell = (message: string): Promise<void> => open(message, false).then(() => undefined);
