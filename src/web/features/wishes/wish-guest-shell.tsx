import type { ReactNode } from 'react';
import { id } from '@/i18n/id';

/** The guest page's frame: its title, an optional heading and one card. */
export function WishGuestShell({ title, heading, children }: { title: string; heading?: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-start justify-center p-4 sm:items-center sm:p-6">
      <title>{`${title} · ${id.appName}`}</title>
      <section className="card w-full max-w-lg">
        {heading && <h1 className="font-display mb-3 text-center text-2xl font-bold text-rose-700">{heading}</h1>}
        {children}
      </section>
    </main>
  );
}
