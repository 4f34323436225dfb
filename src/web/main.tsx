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

// The stylesheet first (decision 026); the loading screen covers the wait. (No top-level await: it
// would make Rollup split the entry into many small chunks.)
void applyPreloadedStylesheets().then(() =>
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
