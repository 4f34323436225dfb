import type { GiftSummary } from '@shared/schemas/operator';

// The operator console's list row of the test gift 'rina' (GET /api/operator/gifts' `data`), typed by the shared
// schema so a row that drifts from the API fails to type-check; a test changes what it is about.

export function operatorGift(changes: Partial<GiftSummary> = {}): GiftSummary {
  return {
    slug: 'rina',
    url: 'http://rina.kado.test/',
    editor_email: 'rina@kado.test',
    created_at: '2026-11-28T10:00:00.000Z',
    media_bytes: 0,
    last_visit_at: null,
    disabled: false,
    disabled_at: null,
    private: true,
    used_bytes: 0,
    quota_bytes: 500 * 1024 * 1024,
    quota_mb: null,
    ends_at: null,
    self_made: false,
    ...changes,
  };
}
