import { useId, type FormEvent, type ReactNode } from 'react';

// The pieces the hub's editors share: a card with the heading and the hub's reload note, and the
// save button. Their fields are the shared TextField (src/web/components/text-field.tsx).

interface CardTexts {
  heading: string;
  reloadNote: string;
}

export interface PanelCardProps {
  heading: string;
  /** The hub's note to reload the preview; none where there is no preview. */
  reloadNote?: string;
  /** h2 inside the hub or a page; h1 where the panel is the page. */
  headingLevel?: 'h1' | 'h2';
  busy?: boolean;
  children: ReactNode;
}

/** An editor panel's card: its heading (naming the section) and the hub's reload note. */
export function PanelCard({ heading, reloadNote, headingLevel: Heading = 'h2', busy, children }: PanelCardProps) {
  const headingId = useId();
  return (
    <section className="card w-full" aria-labelledby={headingId} aria-busy={busy}>
      <Heading id={headingId} className="font-display text-2xl font-bold text-rose-700">
        {heading}
      </Heading>
      {reloadNote && <p className="mt-1 text-sm font-medium text-amber-700">{reloadNote}</p>}
      {children}
    </section>
  );
}

/** The form is not shown until its data has loaded (or failed to). */
export function LoadingCard({ texts, loadingText }: { texts: CardTexts; loadingText: string }) {
  return (
    <PanelCard {...texts} busy>
      <p role="status" className="mt-5 text-rose-900/70">
        {loadingText}
      </p>
    </PanelCard>
  );
}

export function EditorCard({
  texts,
  onSubmit,
  children,
}: {
  texts: CardTexts;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <PanelCard {...texts} busy={false}>
      <form className="mt-5 flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </PanelCard>
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
