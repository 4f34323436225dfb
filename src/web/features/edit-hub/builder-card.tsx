import { ROUTES } from '@shared/routes';
import { useQuery } from '@tanstack/react-query';
import { readinessQueryOptions } from '@/api/readiness';
import { idBuilder } from '@/i18n/id-builder';
import { readBuilderProgress } from '@/lib/builder-progress';
import { Link } from '@/lib/router';

// The builder's card at the top of the hub (docs/product.md §28, decision 064): 'Susun Kadomu' while the gift is
// still all demo (every item of 'Siap diberikan?' open, the share address aside), 'Lanjutkan menyusun' while the
// builder was started in this browser and not finished. Nothing once the builder is done or the gift is the giver's.

const t = idBuilder.card;

export function BuilderCard() {
  const progress = readBuilderProgress();
  // The hub's page read it just before the hub was drawn (edit-hub-page.tsx): not again as the card mounts.
  const readiness = useQuery({ ...readinessQueryOptions(), refetchOnMount: false });
  const resuming = progress !== null && !progress.finished;
  const untouched =
    progress?.finished !== true &&
    readiness.data !== undefined &&
    readiness.data.items.filter((item) => item.key !== 'public-url').every((item) => !item.done);
  if (!resuming && !untouched) return null;
  return (
    <section
      aria-labelledby="builder-card-heading"
      className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 border-b border-rose-100 bg-rose-50 px-3 py-2 md:px-5"
      data-testid="builder-card"
    >
      <div className="min-w-0 flex-[1_1_13rem]">
        <h2 id="builder-card-heading" className="font-display text-lg font-bold text-rose-700">
          {t.heading}
        </h2>
        <p className="text-sm text-rose-900/80">{resuming ? t.resume(idBuilder.steps[progress.step]) : t.fresh}</p>
      </div>
      <Link to={ROUTES.editBuild} className="btn-primary min-h-11 px-4">
        {resuming ? t.continue : t.start}
      </Link>
    </section>
  );
}
