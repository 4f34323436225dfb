import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@/lib/router';
import { AppProviders } from '@/app-providers';
import { AppRoutes } from '@/router';
import { dismissLoadingScreen } from '@/lib/loading-screen';
import { applyPreloadedStylesheets } from '@/lib/stylesheet';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

declare global {
  interface Window {
    /** An English gift's words, loading since boot.js started the app (decision 032). */
    kadoWords?: Promise<void>;
  }
}

// The stylesheet first (decision 026), and an English page's words (decision 032); the loading screen
// covers the wait. (No top-level await: it would make Rollup split the entry into many small chunks.)
void Promise.all([applyPreloadedStylesheets(), window.kadoWords]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  ),
);

dismissLoadingScreen();
