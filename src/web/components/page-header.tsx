import { id } from '@/i18n/id';

// The top of a list page: the tab title, the page's heading and a line of introduction under it.

interface PageHeaderProps {
  heading: string;
  intro: string;
}

export function PageHeader({ heading, intro }: PageHeaderProps) {
  return (
    <>
      <title>{`${heading} · ${id.appName}`}</title>
      <header className="text-center">
        <h1 className="font-display text-3xl font-bold text-rose-700 sm:text-4xl">{heading}</h1>
        <p className="mt-2 text-rose-900/70">{intro}</p>
      </header>
    </>
  );
}
