import { describe, expect, it } from 'vitest';
import { isAppRoute, routePath, ROUTES } from './routes.js';

describe('routes', () => {
  it.each(['/', '/date-input2', '/folder/12', '/games/quiz/list/option/3', '/edit-love-moment', '/edit-love-moment/4', '/features/'])(
    '%s is a page',
    (path) => expect(isAppRoute(path)).toBe(true),
  );

  it.each(['/nope', '/folder', '/folder/1/2', '/api/opening', '/edit-love-moment/1/2'])('%s is not', (path) => {
    expect(isAppRoute(path)).toBe(false);
  });

  it('fills parameters', () => {
    expect(routePath(ROUTES.folder, { folderId: 7 })).toBe('/folder/7');
    expect(routePath(ROUTES.editLoveMoment)).toBe('/edit-love-moment');
    expect(routePath(ROUTES.editLoveMoment, { id: 2 })).toBe('/edit-love-moment/2');
  });
});
