import { useId, type ReactNode } from 'react';

// One section of the edit hub (docs/product.md §2): a region named by its heading, the heading's intro under it, then
// the section's parts. The hub's lists and settings ('Tampilan', 'Balasan', 'Ucapan', 'Jejak', 'Siap diberikan?')
// share it, so a screen reader meets every section the same way.

export function HubSection({
  heading,
  intro,
  className,
  testId,
  children,
}: {
  heading: string;
  intro: ReactNode;
  /** The section's own box and spacing (`card w-full space-y-4`, …). */
  className: string;
  testId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className} data-testid={testId}>
      <div>
        <h2 id={headingId} className="font-display text-2xl font-bold text-rose-700">
          {heading}
        </h2>
        <p className="mt-1 text-sm text-rose-900/80">{intro}</p>
      </div>
      {children}
    </section>
  );
}
