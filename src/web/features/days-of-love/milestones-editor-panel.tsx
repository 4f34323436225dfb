import { useId } from 'react';
import { toast, useLoadFailure } from '@/lib/toast';
import { milestoneCreateBody, type Milestone, type MilestoneInput } from '@shared/schemas/milestones';
import { useAddMilestone, useDeleteMilestone, useMilestones } from '@/api/milestones';
import { idMilestonesEditor } from '@/i18n/id-milestones-editor';
import { TextField } from '@/components/text-field';
import { SaveButton } from '@/components/editor-parts';
import { checkForm } from '@/lib/check-form';
import { useForm } from '@/lib/use-form';
import { ask } from '@/components/ask';

// The giver's own milestones (decision 027), in the hub's Days Of Love section beside the start date:
// the list, a form (title + date) to add one, and a delete that asks first. The computed ones (100 days,
// anniversaries…) are not listed here: they follow from the start date.

const t = idMilestonesEditor;
const empty: MilestoneInput = { title: '', date: '' };

/** yyyy-mm-dd → dd-mm-yyyy, as the app writes dates (docs/product.md §9). */
const shownDate = (iso: string) => iso.split('-').reverse().join('-');

export default function MilestonesEditorPanel() {
  const headingId = useId();
  const milestones = useMilestones();
  useLoadFailure(milestones, 'GET /api/milestones', t.loadFailed);
  const own = (milestones.data ?? []).filter((m): m is Milestone & { id: number } => m.id !== undefined);

  return (
    <section className="card w-full" aria-labelledby={headingId} aria-busy={milestones.isPending} data-testid="milestones-editor">
      <h2 id={headingId} className="font-display text-2xl font-bold text-rose-700">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-rose-900/70">{t.intro}</p>
      <AddMilestoneForm />
      <h3 className="mt-6 font-semibold text-rose-900">{t.listHeading}</h3>
      {milestones.isPending ? (
        <p role="status" className="mt-2 text-rose-900/70">
          {t.loading}
        </p>
      ) : own.length === 0 ? (
        <p className="mt-2 text-rose-900/70">{t.empty}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {own.map((m) => (
            <MilestoneRow key={m.id} milestone={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AddMilestoneForm() {
  const { field, submit, pending, reset } = useForm({
    initial: empty,
    check: (values) => checkForm(milestoneCreateBody, values),
    useSave: useAddMilestone,
    saved: t.added,
    onSaved: () => reset(empty),
  });

  return (
    <form className="mt-5 flex flex-col gap-4" onSubmit={submit} noValidate>
      <TextField label={t.titleLabel} {...field('title')} />
      <TextField type="date" label={t.dateLabel} {...field('date')} />
      <SaveButton pending={pending} label={t.add} pendingLabel={t.adding} />
    </form>
  );
}

function MilestoneRow({ milestone }: { milestone: Milestone & { id: number } }) {
  const remove = useDeleteMilestone({
    onSuccess: () => toast.success(t.removed),
    onError: (error) => toast.error(error.message),
  });
  const askRemove = async () => {
    if (await ask(t.confirmRemove(milestone.title))) remove.mutate(milestone.id);
  };
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-rose-100 bg-white/80 px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-rose-900">{milestone.title}</p>
        <p className="text-sm text-rose-900/70">
          {shownDate(milestone.date)} · {t.dayOf(milestone.days)}
        </p>
      </div>
      <button
        type="button"
        className="btn-secondary min-h-11 shrink-0"
        onClick={askRemove}
        disabled={remove.isPending}
        aria-busy={remove.isPending}
        aria-label={t.removeLabel(milestone.title)}
      >
        {t.remove}
      </button>
    </li>
  );
}
