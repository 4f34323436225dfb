import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { BrowserRouter, useLocation, useSearchParams } from './browser-router';
import { createBrowserHistory } from './browser-history';
import { Link } from './link';
import { Route, Routes, useParams } from './routes';

// Rendered on the server renderer: no DOM here (vitest's environment is node). Clicks, Back and lazy pages
// are covered in the browser by e2e/router.spec.ts.

function at(href: string, state: unknown = null) {
  const url = new URL(href, 'http://kado.test');
  const win = {
    location: { href: url.href, pathname: url.pathname, search: url.search, hash: url.hash },
    history: { state: state === null ? null : { usr: state, key: 'k' } },
    addEventListener() {},
    removeEventListener() {},
  };
  return createBrowserHistory(win as unknown as Window);
}

function Folder() {
  return <p>folder {useParams().folderId}</p>;
}

function Where() {
  const location = useLocation();
  const [params] = useSearchParams();
  return <p>{`${location.pathname} section=${params.get('section')} from=${(location.state as { from?: string } | null)?.from}`}</p>;
}

function app(href: string, state?: unknown) {
  return renderToString(
    <BrowserRouter history={at(href, state)}>
      <Routes>
        <Route path="/" element={<p>opening</p>} />
        <Route path="/folder/:folderId" element={<Folder />} />
        <Route path="/edit-pages" element={<Where />} />
        <Route path="*" element={<p>not found</p>} />
      </Routes>
    </BrowserRouter>,
  );
}

describe('Routes', () => {
  test("renders the matching route's element with its parameters", () => {
    expect(app('/')).toContain('opening');
    expect(app('/folder/42')).toContain('folder <!-- -->42');
    expect(app('/nope')).toContain('not found');
    expect(app('/folder')).toContain('not found');
  });

  test('renders nothing where no route matches, and only <Route>s are routes', () => {
    const html = renderToString(
      <BrowserRouter history={at('/nope')}>
        <Routes>
          <p>stray</p>
          <Route path="/" element={<p>opening</p>} />
        </Routes>
      </BrowserRouter>,
    );
    expect(html).toBe('');
  });

  test('the location carries the query and the state given to the navigation', () => {
    expect(app('/edit-pages?section=quiz', { from: '/gallery' })).toContain('/edit-pages section=quiz from=/gallery');
    expect(app('/edit-pages')).toContain('section=null from=undefined');
  });
});

test('a Link is a real anchor whose href the browser can open in a new tab', () => {
  const html = renderToString(
    <BrowserRouter history={at('/edit-pages?section=music')}>
      <Link to="/gallery" className="btn">
        Galeri
      </Link>
      <Link to="?section=quiz">Kuis</Link>
    </BrowserRouter>,
  );
  expect(html).toContain('<a class="btn" href="/gallery">Galeri</a>');
  expect(html).toContain('href="/edit-pages?section=quiz"');
});
