import { useState } from 'react';
import { EDITABLE_FEATURE_IDS, type FeatureId } from '@shared/constants';
import { crosswordBody } from '@shared/schemas/crossword';
import { loveMomentFields } from '@shared/schemas/love-moment';
import { useFeatures, useSaveFeatures, type FeaturesConfig } from '@/api/features';
import { useFolders } from '@/api/gallery';
import { useAddTodo, useTodos } from '@/api/todos';
import { useLoveMoments, useSaveLoveMoment } from '@/api/love-moment';
import { useCrossword, useSaveCrossword } from '@/api/crossword';
import { useQuizzes } from '@/api/quizzes';
import { useWishes } from '@/api/wishes';
import { useDaysOfLove } from '@/api/days-of-love';
import { idBuilder } from '@/i18n/id-builder';
import { checkForm } from '@/lib/check-form';
import { firstError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useOccasions } from '@/api/occasions';
import { Loaded, StepHeading, StepHint } from './step-parts';
import { saved, useStepCommit, type CommitSlot } from './step-commit';
import { MenuPageFields, type EditableId, type MenuDraft, type PagesNow } from './menu-page-fields';
import type { StepProps } from './occasion-step';

// Step 7, the menu (docs/product.md §28): each feature the menu may offer, with a line of what it is (§2 Feature
// menu); Main Gift stays in the middle. Every page left in the menu must open with the giver's own words: a page
// still empty (Gallery without photos, Plans without a plan, Letter without a love moment, Mini Games with neither
// a question nor a crossword, Wishes without an approved wish) is asked for here with the occasion's ideas, or left
// out of the menu; going on with a ticked page still empty says which, and stays. Decision 083.

const t = idBuilder.menu;

export function MenuStep({ headingId, commit, onPhotos }: StepProps & { onPhotos: () => void }) {
  const features = useFeatures();
  const folders = useFolders();
  const todos = useTodos();
  const moments = useLoveMoments();
  const crossword = useCrossword();
  const quizzes = useQuizzes();
  const wishes = useWishes();
  const occasions = useOccasions();
  const counter = useDaysOfLove();
  const queries = [features, folders, todos, moments, crossword, quizzes, wishes, occasions, counter];
  return (
    <>
      <StepHeading id={headingId}>{t.heading}</StepHeading>
      <StepHint>{t.hint}</StepHint>
      <Loaded queries={queries}>
        {() => {
          const occasion = occasions.data!.templates.find((item) => item.key === occasions.data!.current);
          const now: PagesNow = {
            photos: folders.data!.reduce((sum, folder) => sum + folder.photo_count, 0),
            plans: todos.data!.map((todo) => todo.title),
            moments: moments.data!.length,
            quiz: quizzes.data!.length,
            crossword: crossword.data !== null,
            wishes: wishes.data!.filter((wish) => wish.approved).length,
          };
          return (
            <MenuForm
              initial={features.data!}
              now={now}
              ideas={{
                plans: occasion?.planIdeas ?? [],
                moments: occasion?.loveMomentPrompts ?? [],
                words: occasion?.crosswordIdeas ?? [],
              }}
              momentDate={counter.data?.date_at ?? ''}
              commit={commit}
              onPhotos={onPhotos}
            />
          );
        }}
      </Loaded>
    </>
  );
}

interface MenuFormProps {
  initial: FeaturesConfig;
  now: PagesNow;
  ideas: MenuDraft['ideas'];
  momentDate: string;
  commit: CommitSlot;
  onPhotos: () => void;
}

function MenuForm({ initial, now, ideas, momentDate, commit, onPhotos }: MenuFormProps) {
  const [selected, setSelected] = useState<ReadonlySet<FeatureId>>(() => new Set(initial.selectedFeatures));
  const [plans, setPlans] = useState<string[]>(() => (now.plans.length === 0 ? [''] : []));
  const [moment, setMoment] = useState({ title: '', date: momentDate, letter: '' });
  const [words, setWords] = useState(() => [
    { word: '', clue: '' },
    { word: '', clue: '' },
  ]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const saveFeatures = useSaveFeatures();
  const addTodo = useAddTodo();
  const saveMoment = useSaveLoveMoment();
  const saveCrossword = useSaveCrossword({
    // As the crossword's own editor: a word that crosses no other is left out of the grid, and said so.
    onSuccess: (reply) => {
      if (reply.data.unplaced.length > 0) toast(reply.message, { icon: '⚠️' });
    },
  });
  const list = (set: ReadonlySet<FeatureId>): FeatureId[] => ['gift', ...EDITABLE_FEATURE_IDS.filter((feature) => set.has(feature))];
  const on = (feature: EditableId) => selected.has(feature);

  useStepCommit(
    commit,
    async () => {
      const found: Record<string, string | undefined> = {};
      const newPlans = plans.map((plan) => plan.trim()).filter(Boolean);
      const wroteMoment = now.moments === 0 && (moment.title.trim() !== '' || moment.letter.trim() !== '');
      const filledWords = now.crossword ? [] : words.filter((row) => row.word.trim() !== '' || row.clue.trim() !== '');
      if (on('gallery') && now.photos === 0) found.gallery = t.empty.gallery;
      if (on('todo') && now.plans.length === 0 && newPlans.length === 0) found.todo = t.empty.todo;
      if (on('letter') && now.moments === 0 && !wroteMoment) found.letter = t.empty.letter;
      const checkedMoment = on('letter') && wroteMoment ? checkForm(loveMomentFields, { ...moment, opens_at: '' }) : undefined;
      if (checkedMoment && !checkedMoment.ok) {
        found.momentTitle = firstError(checkedMoment.errors, 'title');
        found.momentDate = firstError(checkedMoment.errors, 'date');
        found.momentLetter = firstError(checkedMoment.errors, 'letter');
      }
      if (on('games') && now.quiz === 0 && !now.crossword && filledWords.length === 0) found.games = t.empty.games;
      const checkedWords = on('games') && filledWords.length > 0 ? checkForm(crosswordBody, { entries: filledWords }) : undefined;
      if (checkedWords && !checkedWords.ok) found.words = Object.values(checkedWords.errors).flat()[0];
      if (on('wishes') && now.wishes === 0) found.wishes = t.empty.wishes;
      setErrors(found);
      if (Object.values(found).some(Boolean)) return false;

      // What the giver wrote for a page left in the menu; a page left out keeps nothing of it.
      if (on('todo')) {
        for (const title of newPlans) {
          if (!(await saved(addTodo.mutateAsync({ title })))) return false;
          // Saved plans leave the draft, so a later failure and another 'Lanjut' add none twice.
          setPlans((current) => current.filter((plan) => plan.trim() !== title));
        }
      }
      if (checkedMoment?.ok && !(await saved(saveMoment.mutateAsync({ momentId: null, input: checkedMoment.value })))) return false;
      if (checkedWords?.ok && !(await saved(saveCrossword.mutateAsync(checkedWords.value)))) return false;
      const next = list(selected);
      if (next.join() === list(new Set(initial.selectedFeatures)).join()) return true;
      return saved(saveFeatures.mutateAsync({ title: initial.title, selectedFeatures: next }));
    },
    () => {
      const typed = [...plans, moment.title, moment.letter, ...words.flatMap((row) => [row.word, row.clue])].some(
        (text) => text.trim() !== '',
      );
      return typed || list(selected).join() !== list(new Set(initial.selectedFeatures)).join();
    },
  );

  const toggle = (feature: EditableId, value: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (value) next.add(feature);
      else next.delete(feature);
      return next;
    });
    setErrors((current) => ({ ...current, [feature]: undefined }));
  };

  const draft: MenuDraft = { plans, setPlans, moment, setMoment, words, setWords, ideas, errors };
  return (
    <fieldset className="mt-4">
      <legend className="sr-only">{t.heading}</legend>
      <div className="grid gap-2">
        {EDITABLE_FEATURE_IDS.map((feature) => {
          const [name, line] = t.features[feature];
          return (
            <div key={feature} className="rounded-xl border border-rose-200 bg-white has-[:checked]:border-rose-400">
              <label
                className={
                  'flex min-h-14 cursor-pointer items-start gap-3 rounded-xl p-3 has-[:checked]:bg-rose-50 ' +
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-500'
                }
              >
                <input
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-rose-500"
                  checked={on(feature)}
                  onChange={(event) => toggle(feature, event.target.checked)}
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-rose-950">{name}</span>
                  <span className="block text-sm text-rose-900/80">{line}</span>
                </span>
              </label>
              {on(feature) && <MenuPageFields feature={feature} now={now} draft={draft} onPhotos={onPhotos} />}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
