import { useId, type FormEvent, type ReactNode } from 'react';

// The pieces the four entry editors share: a card with the heading and the hub's reload note, and the
// save button. Their fields are the shared TextField (src/web/components/text-field.tsx).

interface CardTexts {
  heading: string;
  reloadNote: string;
}

function Card({ heading, reloadNote, busy, children }: CardTexts & { busy: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card w-full" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className="font-display text-2xl font-bold text-rose-700">
        {heading}
      </h2>
      <p className="mt-1 text-sm font-medium text-amber-700">{reloadNote}</p>
      {children}
    </section>
  );
}

/** The form is not shown until its data has loaded (or failed to). */
export function LoadingCard({ texts, loadingText }: { texts: CardTexts; loadingText: string }) {
  return (
    <Card {...texts} busy>
      <p role="status" className="mt-5 text-rose-900/70">
        {loadingText}
      </p>
    </Card>
  );
}

export function EditorCard({ texts, onSubmit, children }: { texts: CardTexts; onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <Card {...texts} busy={false}>
      <form className="mt-5 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Card>
  );
}

export function SaveButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={pending} aria-busy={pending}>
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
