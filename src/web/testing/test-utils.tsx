import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app-providers';
import { BrowserRouter } from '@/lib/router';
import { AppRoutes } from '@/router';
import { gift, type TestGift } from './db';

// The one way a component test renders Kado (decision 053): the whole app, its real providers and own router,
// at an address, as someone; MSW answers the API from the test gift (db.ts). Tests import what they need from
// here, never from Testing Library directly.

export { screen, waitFor, within } from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
export { http, HttpResponse, delay } from 'msw';
export { gift } from './db';
export { logged, server, writes } from './server';
export { refuse, reply } from './handlers/reply';

export interface RenderOptions {
  /** Who the browser is to the server: the giver by default. */
  role?: TestGift['role'];
}

/** Renders `ui` inside the app's own router and providers at `url`, as `role`. */
export function renderWithProviders(ui: ReactNode, { role = 'editor', url = '/' }: RenderOptions & { url?: string } = {}) {
  gift.role = role;
  window.history.replaceState(null, '', url);
  const client = createQueryClient();
  // The app retries a 5xx once after a second; a test need not wait for it.
  // The rest of the app's defaults (the writes' own) stay as they are.
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  const user = userEvent.setup();
  const view = render(
    <BrowserRouter>
      <AppProviders client={client}>{ui}</AppProviders>
    </BrowserRouter>,
  );
  return { user, client, ...view };
}

/** Renders the app at `url` and waits until the page's code has come (PageFallback is gone). */
export async function renderWithApp(url: string, { role = 'editor' }: RenderOptions = {}) {
  const { user, client, ...view } = renderWithProviders(<AppRoutes />, { role, url });
  // PageFallback stands directly in the root while a page's code loads (router.tsx's one Suspense).
  await waitFor(() => expect(view.container.querySelector(':scope > [role=status]')?.textContent).not.toBe('Loading...'));
  return { user, client, ...view };
}

/** The toast with this text (each toast is a status, components/app-toaster.tsx). */
export const findToast = (text: string) => screen.findByText(text, { selector: '[role=status] span' });

/** A field's accessible description (its hint and error, by aria-describedby), as a screen reader reads it. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
