import type { Dispatch, ReactNode, SetStateAction } from 'react';
import {
  CROSSWORD_CLUE_MAX,
  CROSSWORD_WORD_MAX,
  LOVE_MOMENT_TITLE_MAX,
  TODO_TITLE_MAX,
  type EDITABLE_FEATURE_IDS,
} from '@shared/constants';
import { TextAreaField, TextField } from '@/components/text-field';
import { idBuilder } from '@/i18n/id-builder';

// Under each ticked page of the menu step (docs/product.md §28, decision 083): what the page holds now, and, while it
// is empty, its fields with the occasion's ideas (a tap puts an idea in a field; nothing enters the gift untapped),
// or, for a page the builder cannot fill (Gallery: the photo step; Wishes: friends), what leaves it out.

const t = idBuilder.menu;

export type EditableId = (typeof EDITABLE_FEATURE_IDS)[number];

/** What each page holds now, as the server has it. */
export interface PagesNow {
  photos: number;
  /** The plans' titles. */
  plans: readonly string[];
  moments: number;
  quiz: number;
  crossword: boolean;
  wishes: number;
}

export interface WordRow {
  word: string;
  clue: string;
}

export interface MomentDraft {
  title: string;
  date: string;
  letter: string;
}

/** What the giver is writing for the pages, kept by the step until it is saved on 'Lanjut'. */
export interface MenuDraft {
  plans: string[];
  setPlans: Dispatch<SetStateAction<string[]>>;
  moment: MomentDraft;
  setMoment: Dispatch<SetStateAction<MomentDraft>>;
  words: WordRow[];
  setWords: Dispatch<SetStateAction<WordRow[]>>;
  /** The current occasion's ideas (docs/product.md §27), in the gift's language. */
  ideas: { plans: readonly string[]; moments: readonly string[]; words: readonly WordRow[] };
  /** By page (`todo`, `letter`...) and by field (`momentTitle`, `words`...). */
  errors: Record<string, string | undefined>;
}

export function MenuPageFields({
  feature,
  now,
  draft,
  onPhotos,
}: {
  feature: EditableId;
  now: PagesNow;
  draft: MenuDraft;
  onPhotos: () => void;
}) {
  const error = draft.errors[feature];
  const body = (() => {
    switch (feature) {
      case 'gallery':
        return now.photos > 0 ? (
          <Note>{t.photos(now.photos)}</Note>
        ) : (
          <>
            {!error && <Note>{t.empty.gallery}</Note>}
            <button type="button" className="btn-secondary mt-2 min-h-11 px-3 text-sm" onClick={onPhotos}>
              {t.toPhotos}
            </button>
          </>
        );
      case 'todo':
        return <PlanFields now={now} draft={draft} />;
      case 'games':
        return <WordFields now={now} draft={draft} />;
      case 'letter':
        return <MomentFields now={now} draft={draft} />;
      case 'wishes':
        return now.wishes > 0 ? <Note>{t.wishesHave(now.wishes)}</Note> : !error && <Note>{t.empty.wishes}</Note>;
      case 'reply':
        return null;
    }
  })();
  if (!body && !error) return null;
  return (
    <div className="space-y-3 border-t border-rose-100 p-3">
      {error && (
        <p role="alert" className="rounded-lg bg-rose-100 p-2 text-sm text-rose-800">
          {error}
        </p>
      )}
      {body}
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-sm text-rose-900/80">{children}</p>;
}

/** The occasion's ideas as buttons; a tap hands the idea to `use`. */
function Ideas({ ideas, use }: { ideas: readonly string[]; use: (idea: string) => void }) {
  if (ideas.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-rose-900/80">{t.ideas}</span>
      {ideas.map((idea) => (
        <button
          key={idea}
          type="button"
          aria-label={t.useIdea(idea)}
          className="min-h-11 rounded-full border border-rose-200 bg-rose-50 px-3 text-rose-900"
          onClick={() => use(idea)}
        >
          {idea}
        </button>
      ))}
    </div>
  );
}

function PlanFields({ now, draft }: { now: PagesNow; draft: MenuDraft }) {
  const { plans, setPlans } = draft;
  const unused = draft.ideas.plans.filter((idea) => !plans.includes(idea) && !now.plans.includes(idea));
  // An idea fills the first empty row, else a new one.
  const useIdea = (idea: string) =>
    setPlans((current) => {
      const empty = current.findIndex((plan) => plan.trim() === '');
      return empty === -1 ? [...current, idea] : current.map((plan, index) => (index === empty ? idea : plan));
    });
  return (
    <>
      {now.plans.length > 0 && <Note>{t.plansHave(now.plans.length)}</Note>}
      {plans.map((plan, index) => (
        <TextField
          key={index}
          label={t.planLabel(index + 1)}
          value={plan}
          maxLength={TODO_TITLE_MAX}
          onValue={(value) => setPlans((current) => current.map((item, at) => (at === index ? value : item)))}
        />
      ))}
      <Ideas ideas={unused} use={useIdea} />
      <button type="button" className="btn-secondary min-h-11 px-3 text-sm" onClick={() => setPlans((current) => [...current, ''])}>
        {t.addPlan}
      </button>
    </>
  );
}

function WordFields({ now, draft }: { now: PagesNow; draft: MenuDraft }) {
  const { words, setWords } = draft;
  const quiz = <Note>{t.quiz(now.quiz)}</Note>;
  if (now.crossword)
    return (
      <>
        {quiz}
        <Note>{t.crosswordHave}</Note>
      </>
    );
  const typed = new Set(words.map((row) => row.word.trim().toUpperCase()));
  const unused = draft.ideas.words.filter((idea) => !typed.has(idea.word));
  const useIdea = (word: string) => {
    const idea = draft.ideas.words.find((item) => item.word === word);
    if (!idea) return;
    setWords((current) => {
      const empty = current.findIndex((row) => row.word.trim() === '' && row.clue.trim() === '');
      return empty === -1 ? [...current, { ...idea }] : current.map((row, index) => (index === empty ? { ...idea } : row));
    });
  };
  const change = (index: number, field: keyof WordRow, value: string) =>
    setWords((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  return (
    <>
      {quiz}
      <Note>{t.crosswordHint}</Note>
      {words.map((row, index) => (
        <div key={index} className="grid grid-cols-[2fr_3fr] gap-2">
          <TextField
            label={t.wordLabel(index + 1)}
            value={row.word}
            maxLength={CROSSWORD_WORD_MAX}
            autoCapitalize="characters"
            onValue={(value) => change(index, 'word', value)}
          />
          <TextField
            label={t.clueLabel(index + 1)}
            value={row.clue}
            maxLength={CROSSWORD_CLUE_MAX}
            onValue={(value) => change(index, 'clue', value)}
          />
        </div>
      ))}
      {draft.errors.words && (
        <p role="alert" className="text-sm text-rose-700">
          {draft.errors.words}
        </p>
      )}
      <Ideas ideas={unused.map((idea) => idea.word)} use={useIdea} />
    </>
  );
}

function MomentFields({ now, draft }: { now: PagesNow; draft: MenuDraft }) {
  const { moment, setMoment, errors } = draft;
  if (now.moments > 0) return <Note>{t.momentsHave(now.moments)}</Note>;
  const set = (field: keyof MomentDraft) => (value: string) => setMoment((current) => ({ ...current, [field]: value }));
  return (
    <>
      <Note>{t.momentHint}</Note>
      <Ideas ideas={draft.ideas.moments.filter((idea) => idea !== moment.title)} use={set('title')} />
      <TextField
        label={t.momentTitle}
        value={moment.title}
        maxLength={LOVE_MOMENT_TITLE_MAX}
        error={errors.momentTitle}
        onValue={set('title')}
      />
      <TextField label={t.momentDate} type="date" value={moment.date} error={errors.momentDate} onValue={set('date')} />
      <TextAreaField label={t.momentLetter} value={moment.letter} rows={4} error={errors.momentLetter} onValue={set('letter')} />
    </>
  );
}
