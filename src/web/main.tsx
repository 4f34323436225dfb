import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from '@/lib/router';
import { AppProviders } from '@/app-providers';
import { AppRoutes } from '@/router';
import { dismissLoadingScreen } from '@/lib/loading-screen';
import { firstPageStyles } from '@/page-loader';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

declare global {
  interface Window {
    /** An English gift's words, loading since boot.js started the app. */
    kadoWords?: Promise<void>;
  }
}

// The first page's stylesheet first (decisions 026, 099), and an English page's words (decision 032); the loading screen
// covers the wait. (No top-level await: it would make Rollup split the entry into many small chunks.)
// React DOM (203 KB of the first load) is imported here, not at the top: the build keeps its body in a chunk the entry
// loads but does not run (vite.config.ts), and it runs a task after the entry's modules were evaluated, so the two are
// not one long task (decision 089). The first render is a transition, which React draws in slices (decision 100).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void Promise.all([firstPageStyles(location.pathname), window.kadoWords, nextTask().then(() => import('react-dom/client'))]).then(
  ([, , { createRoot }]) => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <BrowserRouter>
            <AppProviders>
              <AppRoutes />
            </AppProviders>
          </BrowserRouter>
        </StrictMode>,
      ),
    );
  },
);

dismissLoadingScreen();
