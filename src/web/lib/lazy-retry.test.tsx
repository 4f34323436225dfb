import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { LoadFailureBoundary } from '@/components/load-failure';
import { idLoadFailure } from '@/i18n/id-load-failure';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { lazyPart, lazyRetry, retryFailedLoads } from './lazy-retry';

// A part of a giver's page whose code could not be fetched (decision 081): its boundary says so, and 'Coba lagi'
// fetches that part's code again, leaving the parts that did load as they are.

const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** The page around the parts, with a way to render it again as a page does when its own state changes. */
function Page({ parts }: { parts: React.ComponentType<{ label: string }>[] }) {
  const [renders, setRenders] = useState(1);
  return (
    <LoadFailureBoundary resetKey="/edit-pages">
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render {renders}
      </button>
      <Suspense fallback={<p>Memuat…</p>}>
        {parts.map((Part, index) => (
          <Part key={index} label={`bagian ${index}`} />
        ))}
      </Suspense>
    </LoadFailureBoundary>
  );
}

const page = (...parts: React.ComponentType<{ label: string }>[]) => <Page parts={parts} />;

describe('lazyRetry', () => {
  it("shows the boundary when the part's code fails, and 'Coba lagi' fetches it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue({ default: Counter });
    const { user } = renderWithProviders(page(lazyRetry(load)));
    expect(await screen.findByRole('heading', { name: idLoadFailure.failedHeading })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: idLoadFailure.retry }));
    expect(await screen.findByRole('button', { name: 'bagian 0 0' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches a part again once, not again after it has loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue({ default: Counter });
    const Part = lazyRetry(failing);
    const { user } = renderWithProviders(page(Part));
    await user.click(await screen.findByRole('button', { name: idLoadFailure.retry }));
    await user.click(await screen.findByRole('button', { name: 'bagian 0 0' }));
    expect(failing).toHaveBeenCalledTimes(2);
    // A later retry (another part's boundary) leaves this part, its code and its state as they are.
    act(() => retryFailedLoads());
    await user.click(screen.getByRole('button', { name: 'render 1' }));
    expect(screen.getByRole('button', { name: 'render 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'bagian 0 1' })).toBeTruthy();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('renders a part given with the pages’ stylesheet (lazyPart) with its props', async () => {
    const Part = lazyPart(() => Promise.resolve({ default: Counter }));
    renderWithProviders(page(Part));
    expect(await screen.findByRole('button', { name: 'bagian 0 0' })).toBeTruthy();
  });
});
