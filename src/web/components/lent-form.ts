import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';

// A form another feature lends the builder (its Main Gift step's video editor, opened in place) tells
// the builder what it holds (decision 094): whether the giver changed it and how to save it, so 'Lanjut' saves it as
// it saves the step's own fields, and leaving the step, or opening another editor in its place, asks first (decision
// 083). Features never import each other: the builder provides this, the lent form uses it; in the hub, where no one
// provides it, a form goes on as it always did.

/** What a lent form hands the builder: its save (true once saved), and whether it holds changes not saved yet. */
export interface LentWork {
  (): Promise<boolean>;
  dirty?: () => boolean;
}

export interface LentForms {
  /** Hands the builder the open form's work (the step's commit while the form is open), or takes it back (null). */
  hold: (work: LentWork | null) => void;
  /** Goes elsewhere (`go`), asking first when the open form holds changes not saved yet; at once otherwise. */
  leave: (go: () => void) => void;
}

export const LentFormsContext = createContext<LentForms | null>(null);

/** The builder's part, or null outside it. */
export function useLentForms(): LentForms | null {
  return useContext(LentFormsContext);
}

/** Hands the builder, if there is one around, this form's save and dirty check (the latest), while it is mounted. */
export function useLentForm(save: () => Promise<boolean>, dirty: () => boolean): void {
  const hold = useLentForms()?.hold;
  const latest = useRef({ save, dirty });
  useEffect(() => {
    latest.current = { save, dirty };
  });
  useLayoutEffect(() => {
    if (!hold) return;
    hold(Object.assign(() => latest.current.save(), { dirty: () => latest.current.dirty() }));
    return () => hold(null);
  }, [hold]);
}
