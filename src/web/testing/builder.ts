import { screen } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { writeBuilderProgress } from '@/lib/builder-progress';
import { builderHandlers, builderState, storedVideoGift, type BuilderState } from './handlers/builder';
import { server } from './server';

// The builder's Main Gift step as its tests open it (docs/product.md §28).

/**
 * Every test of the calling file starts at step 8, Main Gift, of a builder whose gift has its video stored;
 * `state` is the test's own builder state, fresh per test.
 */
export function atMainGiftStep(): { readonly state: BuilderState } {
  const current = { state: builderState() };
  beforeEach(() => {
    current.state = builderState();
    server.use(...builderHandlers(current.state), ...storedVideoGift());
    writeBuilderProgress({ step: 'mainGift', finished: false, folderId: null });
  });
  return current;
}

/** The step the progress bar says the giver is on ('8'). */
export const currentStep = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
