import { Link } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { useReadiness } from '@/api/readiness';
import { idReadiness } from '@/i18n/id-readiness';

// Before the link is copied or the card printed: how many items of 'Siap diberikan?' are still open, with a
// link to the list. Advice only: the link and the card stay usable. Says nothing when all is
// ready or the list could not be read.

const t = idReadiness.share;

export function ReadinessNote() {
  const readiness = useReadiness();
  const open = readiness.data?.items.filter((item) => !item.done).length ?? 0;
  if (open === 0) return null;
  return (
    <p role="note" data-testid="share-readiness" className="rounded-2xl border border-amber-200 bg-amber-50/80 p-3 text-sm text-amber-900">
      <strong>{t.openCount(open)}</strong> {t.hint}{' '}
      <Link to={`${ROUTES.editPages}?section=ready`} className="font-semibold text-rose-700 underline">
        {t.seeList}
      </Link>
    </p>
  );
}
