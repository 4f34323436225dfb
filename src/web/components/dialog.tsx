import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

// The one modal shell of the app: a dimmed, blurred backdrop and a labelled aria-modal dialog that keeps
// Tab inside itself, focuses a chosen control on open and (optionally) closes on Escape.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Wraps Tab and Shift+Tab around the first and last focusable control inside `container`. */
export function keepTabInside(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null) {
  if (event.key !== 'Tab' || !container) return;
  const focusable = container.querySelectorAll<HTMLElement>(FOCUSABLE);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

interface DialogProps {
  /** `alertdialog` for a question or notice that needs an answer (components/ask.tsx). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  /** Escape inside the dialog calls this; without it Escape is left to the caller. */
  onEscape?: () => void;
  /** The control that receives focus when the dialog opens. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Stacking, alignment and padding of the backdrop (e.g. `z-50 items-center p-4`). */
  backdropClassName: string;
  className: string;
  children: ReactNode;
}

export function Dialog({ role = 'dialog', labelledBy, onEscape, initialFocus, backdropClassName, className, children }: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    initialFocus?.current?.focus();
    // Focus once, on open: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A dialog may sit inside another (through a portal): the outer one must not see these keys.
    if (event.key === 'Tab' || (event.key === 'Escape' && onEscape)) event.stopPropagation();
    if (event.key === 'Escape' && onEscape) {
      onEscape();
      return;
    }
    keepTabInside(event, dialogRef.current);
  };

  return (
    <div className={`fixed inset-0 flex justify-center bg-rose-950/40 backdrop-blur-sm ${backdropClassName}`}>
      <div ref={dialogRef} role={role} aria-modal="true" aria-labelledby={labelledBy} onKeyDown={onKeyDown} className={className}>
        {children}
      </div>
    </div>
  );
}
