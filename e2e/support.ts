import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/shared/constants';

// Helpers shared by the journeys. The server is started by playwright.config.ts with these credentials.

export const TEST_EDITOR = {
  email: 'editor@kado.test',
  password: 'correct-horse-battery',
} as const;

/** The seeded demo gift's PIN (src/server/db/seed.ts). */
export const TEST_PIN = '020222';

/** Logs the page's browser context in as the editor (sets the session cookie). */
export async function login(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { email: TEST_EDITOR.email, password: TEST_EDITOR.password },
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Unlocks the gift with the PIN, as the recipient would (sets the viewer cookie). */
export async function unlockWithPin(page: Page): Promise<void> {
  const response = await page.request.post('/api/date-input/verify', {
    data: { pin: TEST_PIN },
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Collects console errors and uncaught exceptions of a page, to assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
