import { describe, expect, it } from 'vitest';
import { isAppRoute, isEditorRoute, routeOf, routePath, ROUTES } from './routes.js';

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

describe('routes at their edges', () => {
  it.each(['/opening', 'features', '/features//', '/x/features', '/featuresx', '/FEATURES', '/folder/', '/games/quiz/list/option/'])(
    '%s is not a page',
    (path) => expect(isAppRoute(path)).toBe(false),
  );

  it.each(['/folder/12/', '/edit-love-moment/', '/edit-love-moment/4/', '/games/tts', '/momen-hati', '/edit-build'])(
    '%s is a page',
    (path) => {
      expect(isAppRoute(path)).toBe(true);
    },
  );

  it('encodes each parameter, and leaves a missing one empty', () => {
    expect(routePath(ROUTES.folder, { folderId: 'a b/c' })).toBe('/folder/a%20b%2Fc');
    expect(routePath(ROUTES.editLoveMoment, { id: 'a/b' })).toBe('/edit-love-moment/a%2Fb');
    expect(routePath(ROUTES.editLoveMoment, { id: 0 })).toBe('/edit-love-moment/0');
    expect(routePath(ROUTES.folder)).toBe('/folder/');
    expect(routePath(ROUTES.quizOptions, { id: 5 })).toBe('/games/quiz/list/option/5');
    expect(routePath(ROUTES.features, { id: 5 })).toBe('/features');
  });
});

describe("the giver's pages", () => {
  it.each(['/edit-pages', '/edit-build/', '/edit-love-moment/4', '/games/quiz/list', '/games/quiz/list/'])('%s is one', (path) => {
    expect(isEditorRoute(path)).toBe(true);
  });

  it.each(['/', '/features', '/games/quiz', '/games/quiz/list/option/3', '/edit-nothing', '/edit-pages/x'])('%s is not', (path) => {
    expect(isEditorRoute(path)).toBe(false);
  });
});

describe('routeOf', () => {
  it.each([
    ['/', 'opening'],
    ['/folder/12/', 'folder'],
    ['/games/quiz', 'quiz'],
    ['/games/quiz/list', 'quizList'],
    ['/edit-love-moment/3', 'editLoveMoment'],
    ['/nope', undefined],
  ])('%s is %s', (path, route) => expect(routeOf(path)).toBe(route));
});
