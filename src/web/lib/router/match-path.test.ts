import { describe, expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { matchPath, pickRoute } from './match-path';

describe('matchPath', () => {
  test('a static pattern matches its path only, with a trailing slash and in any case', () => {
    expect(matchPath('/gallery', '/gallery')?.params).toEqual({});
    expect(matchPath('/gallery', '/gallery/')).not.toBeNull();
    expect(matchPath('/gallery', '/Gallery')).not.toBeNull();
    expect(matchPath('/gallery', '/gallery/3')).toBeNull();
    expect(matchPath('/gallery', '/galleryx')).toBeNull();
    expect(matchPath('/', '/')).not.toBeNull();
    expect(matchPath('/', '/gallery')).toBeNull();
  });

  test('a parameter is one decoded segment', () => {
    expect(matchPath(ROUTES.folder, '/folder/12')?.params).toEqual({ folderId: '12' });
    expect(matchPath(ROUTES.quizOptions, '/games/quiz/list/option/7')?.params).toEqual({ id: '7' });
    expect(matchPath(ROUTES.folder, '/folder/a%20b')?.params).toEqual({ folderId: 'a b' });
    expect(matchPath(ROUTES.folder, '/folder')).toBeNull();
    expect(matchPath(ROUTES.folder, '/folder/1/2')).toBeNull();
  });

  test('an optional parameter may be absent, and is then no key at all', () => {
    expect(matchPath(ROUTES.editLoveMoment, '/edit-love-moment')?.params).toEqual({});
    expect(matchPath(ROUTES.editLoveMoment, '/edit-love-moment/5')?.params).toEqual({ id: '5' });
    expect(matchPath(ROUTES.editLoveMoment, '/edit-love-moment/5/6')).toBeNull();
  });

  test('the splat matches any path', () => {
    expect(matchPath('*', '/')?.params).toEqual({ '*': '' });
    expect(matchPath('*', '/no/such/page')?.params).toEqual({ '*': 'no/such/page' });
  });

  test("a pattern's dot is a dot, not any character", () => {
    expect(matchPath('/sw.js', '/sw.js')).not.toBeNull();
    expect(matchPath('/sw.js', '/swxjs')).toBeNull();
  });

  test('a malformed escape stays as written instead of throwing', () => {
    expect(matchPath(ROUTES.folder, '/folder/%E0%A4%A')?.params).toEqual({ folderId: '%E0%A4%A' });
  });
});

describe('pickRoute', () => {
  const routes = [{ path: '*' }, ...Object.values(ROUTES).map((path) => ({ path }))];

  test('every page of the spec is picked by its own pattern, never by the catch-all', () => {
    const samples: Record<string, string> = {
      '/folder/:folderId': '/folder/1',
      '/games/quiz/list/option/:id': '/games/quiz/list/option/2',
      '/edit-love-moment/:id?': '/edit-love-moment/3',
    };
    for (const path of Object.values(ROUTES)) expect(pickRoute(routes, samples[path] ?? path)?.route.path).toBe(path);
  });

  test('a path no page has falls to the catch-all', () => {
    expect(pickRoute(routes, '/games/quiz/extra')?.route.path).toBe('*');
    expect(pickRoute([{ path: '/gallery' }], '/nothing')).toBeNull();
  });

  test('of two patterns as specific, the first listed wins', () => {
    const equals = [{ path: '/folder/:folderId' }, { path: '/folder/:id' }];
    expect(pickRoute(equals, '/folder/3')?.route.path).toBe('/folder/:folderId');
    expect(pickRoute([...equals].reverse(), '/folder/3')?.route.path).toBe('/folder/:id');
  });

  test('a static segment wins over a parameter in the same place, whatever the order', () => {
    const picked = pickRoute([{ path: '/folder/:folderId' }, { path: '/folder/new' }], '/folder/new');
    expect(picked?.route.path).toBe('/folder/new');
  });
});
