import { Link } from 'react-router';
import { ROUTES } from '@shared/routes';
import { id } from '@/i18n/id';

/** A route of the spec whose page this version does not have yet: says so plainly, and leads home. */
export default function UnbuiltPage({ name }: { name: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <title>{`${name} · ${id.appName}`}</title>
      <section className="card w-full max-w-md text-center">
        <h1 className="font-display text-xl font-bold text-rose-700 sm:text-2xl">{id.unbuilt.heading}</h1>
        <p className="mt-3 text-rose-900/80">
          {id.unbuilt.pageLabel}: <strong>{name}</strong>
        </p>
        <Link to={ROUTES.opening} className="btn-primary mt-6">
          {id.unbuilt.backHome}
        </Link>
      </section>
    </main>
  );
}
