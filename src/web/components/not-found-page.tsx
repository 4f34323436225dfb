import { Link } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { id } from '@/i18n/id';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <title>{`${id.notFound.heading} · ${id.appName}`}</title>
      <section className="card w-full max-w-md text-center">
        <h1 className="font-display text-xl font-bold text-rose-700 sm:text-2xl">{id.notFound.heading}</h1>
        <p className="mt-3 text-rose-900/80">{id.notFound.body}</p>
        <Link to={ROUTES.opening} className="btn-primary mt-6">
          {id.notFound.backHome}
        </Link>
      </section>
    </main>
  );
}
