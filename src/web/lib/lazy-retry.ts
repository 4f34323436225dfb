import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

// A part of a page whose code comes when it shows (a hub panel, a builder step's slot), loaded so that a failed fetch
// can be tried again (decision 081). React keeps a lazy component's failed load for good; here a part whose load
// failed is made afresh when the error boundary around it retries (components/load-failure.tsx), so the retry
// imports again, after the phone is back online or once the server has the build again.

/** The parts whose last load failed: each one's way to be made afresh. */
const failed = new Set<() => void>();

/** Makes every part whose load failed load again at its next render (the boundary's 'Coba lagi'). */
export function retryFailedLoads(): void {
  const again = [...failed];
  failed.clear();
  for (const fresh of again) fresh();
}

/**
 * A part of a giver's page (a hub panel, a builder step's slot: editor-routes.tsx), with the whole app's stylesheet as
 * page-loader.ts gives a giver's page; a failed fetch is not swapped for the offline page but reaches
 * the part's error boundary.
 * Kept out of page-loader.ts, which is in every first load.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): ComponentType<ComponentProps<C>> {
  return lazyRetry(() => Promise.all([load(), import('@/editor-styles')]).then(([module]) => module));
}

/** React.lazy whose failed load rejects to the nearest error boundary and is imported again after retryFailedLoads. */
// The constraint React.lazy itself has: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyRetry<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): ComponentType<ComponentProps<C>> {
  let current: LazyExoticComponent<C>;
  const fresh = () => {
    current = lazy(() =>
      load().catch((error: unknown) => {
        failed.add(fresh);
        throw error;
      }),
    );
  };
  fresh();
  return function RetryingPart(props: ComponentProps<C>) {
    return createElement(current as ComponentType<ComponentProps<C>>, props);
  };
}
