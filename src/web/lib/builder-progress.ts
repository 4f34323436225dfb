// Where the giver left the builder (decision 064): kept in this browser's localStorage, which is the gift's own, since
// every gift has an origin of its own (decision 018). The builder writes it; the hub reads it for its card.

export const BUILDER_STEPS = [
  'occasion',
  'names',
  'date',
  'photos',
  'letter',
  'music',
  'menu',
  'mainGift',
  'theme',
  'reveal',
  'share',
] as const;
export type BuilderStep = (typeof BUILDER_STEPS)[number];

export interface BuilderProgress {
  step: BuilderStep;
  finished: boolean;
  /** The gallery folder the builder made for the photos. */
  folderId: number | null;
}

const KEY = 'kado.builder';

export function readBuilderProgress(): BuilderProgress | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<BuilderProgress> | null;
    if (!parsed || !BUILDER_STEPS.includes(parsed.step as BuilderStep)) return null;
    return {
      step: parsed.step as BuilderStep,
      finished: parsed.finished === true,
      folderId: typeof parsed.folderId === 'number' ? parsed.folderId : null,
    };
  } catch {
    return null;
  }
}

export function writeBuilderProgress(progress: BuilderProgress): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Storage refused (private mode, full): the builder still works, it only forgets where it was.
  }
}
