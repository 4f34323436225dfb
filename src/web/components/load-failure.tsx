import { Component, type ErrorInfo, type ReactNode } from 'react';
import { idLoadFailure } from '@/i18n/id-load-failure';
import { retryFailedLoads } from '@/lib/lazy-retry';
import { useOnline } from '@/lib/use-online';

// Where a part of a giver's page could not load (decision 081): a chunk that could not be fetched (offline, or gone
// because a newer build replaced it) or a part that failed while it rendered. Never a blank page: the boundary
// says what failed (the connection, when the browser is offline), 'Coba lagi' imports the part again
// (lib/lazy-retry.ts) and 'Muat ulang halaman' loads the page afresh, for a newer build.

const t = idLoadFailure;

interface BoundaryProps {
  /** What the boundary stands for: a new key (another address, another step) tries again by itself. */
  resetKey: string;
  /** A whole page ('page', the editor's routes) or a part inside one ('part', a builder step). */
  size?: 'page' | 'part';
  children: ReactNode;
}

interface BoundaryState {
  failedAt: string | null;
}

export class LoadFailureBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedAt: this.props.resetKey });
    console.error('A part of the page failed to load', error, info.componentStack);
  }

  componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = (): void => {
    retryFailedLoads();
    this.setState({ failedAt: null });
  };

  render() {
    if (this.state.failedAt === null) return this.props.children;
    return <LoadFailure size={this.props.size ?? 'part'} onRetry={this.retry} />;
  }
}

/** What failed and the ways to try again. */
export function LoadFailure({ size, onRetry }: { size: 'page' | 'part'; onRetry: () => void }) {
  const online = useOnline();
  const body = (
    <div role="alert" className="rounded-xl bg-rose-100 p-4 text-rose-800" data-testid="load-failure">
      <h2 className="font-display text-lg font-bold text-rose-700">{online ? t.failedHeading : t.offlineHeading}</h2>
      <p className="mt-1">{online ? t.failedBody : t.offlineBody}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary min-h-11" onClick={onRetry}>
          {t.retry}
        </button>
        {online && (
          <button type="button" className="btn-secondary min-h-11" onClick={() => window.location.reload()}>
            {t.reload}
          </button>
        )}
      </div>
    </div>
  );
  if (size === 'part') return <div className="mt-4">{body}</div>;
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <section className="card w-full max-w-md">{body}</section>
    </main>
  );
}
