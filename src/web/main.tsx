import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@/lib/router';
import { AppProviders } from '@/app-providers';
import { AppRoutes } from '@/router';
import { dismissLoadingScreen } from '@/lib/loading-screen';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);

dismissLoadingScreen();
