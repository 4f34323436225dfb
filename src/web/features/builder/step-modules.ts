import { use } from 'react';
import type { BuilderStep } from '@/lib/builder-progress';

// Each step's own fields are a code chunk of their own (decision 097): opening the builder fetches and runs the code
// of the step it opens at only, not the forms, reads and schemas of the ten others (the names' and the menu's
// checks bring zod). 'Lanjut' fetches the next step's chunk while the step saves, so the next step comes whole; the
// chunks of the steps on either side come once the giver touches the page (builder-page.tsx). A step whose chunk
// is still coming shows the step's loading line; a chunk that cannot be fetched reaches the step's error boundary,
// and its 'Coba lagi' fetches it again.

const loaders = {
  occasion: () => import('./occasion-step'),
  namesDate: () => import('./names-date-steps'),
  photos: () => import('./photos-step'),
  letter: () => import('./letter-step'),
  menu: () => import('./menu-step'),
  reveal: () => import('./reveal-step'),
};

type Loaders = typeof loaders;
export type StepModuleName = keyof Loaders;
export type StepModules = { [Name in StepModuleName]: Awaited<ReturnType<Loaders[Name]>> };

/** The chunk each step's fields are in; the lent steps' are the other features' (editor-routes.tsx). */
const MODULE_OF: Partial<Record<BuilderStep, StepModuleName>> = {
  occasion: 'occasion',
  names: 'namesDate',
  date: 'namesDate',
  photos: 'photos',
  letter: 'letter',
  menu: 'menu',
  // The Main Gift step opens the letter's editor in place.
  mainGift: 'letter',
  reveal: 'reveal',
};

/** A load as React's `use` reads it: once settled, its status says so and `use` returns it without waiting. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loads = new Map<StepModuleName, Tracked<unknown>>();

function load<Name extends StepModuleName>(name: Name): Tracked<StepModules[Name]> {
  let loading = loads.get(name) as Tracked<StepModules[Name]> | undefined;
  if (!loading) {
    const started: Tracked<StepModules[Name]> = loaders[name]() as Promise<StepModules[Name]>;
    started.then(
      (module) => Object.assign(started, { status: 'fulfilled', value: module }),
      (error: unknown) => Object.assign(started, { status: 'rejected', reason: error }),
    );
    loads.set(name, started);
    loading = started;
  }
  return loading;
}

/** Fetches the code of a step's fields (nothing for a lent step); resolves once it can show at once, or failed. */
export function loadStepModule(step: BuilderStep | undefined): Promise<void> {
  const name = step && MODULE_OF[step];
  if (!name) return Promise.resolve();
  return load(name).then(
    () => undefined,
    () => undefined,
  );
}

/** A step's module while rendering: suspends while it loads; a failed load throws to the error boundary once. */
export function useStepModule<Name extends StepModuleName>(name: Name): StepModules[Name] {
  const loading = load(name);
  if (loading.status === 'rejected') {
    // Forgotten, so the boundary's 'Coba lagi' (which renders the step again) fetches it afresh.
    loads.delete(name);
    throw loading.reason;
  }
  // Here already: no `use` (a step read through `use` whose lent part then suspended was never shown again).
  if (loading.status === 'fulfilled') return loading.value!;
  return use(loading as Promise<StepModules[Name]>);
}

/** Every step's code at once: the tests' warm start, so a step's first showing does not wait on its transform. */
export function loadEveryStepModule(): Promise<void> {
  return Promise.all((Object.keys(loaders) as StepModuleName[]).map((name) => load(name))).then(() => undefined);
}
