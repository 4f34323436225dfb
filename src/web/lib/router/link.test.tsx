import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter, useLocation, useNavigate, useSearchParams } from './browser-router';
import { Link, Navigate } from './link';
import { Route, Routes } from './routes';

// The router in a DOM, on happy-dom's window and History: a click on a <Link> moves the app to its
// page, unless the browser should take it (a modified or middle click, another target); <Navigate> redirects; the
// query's setter; the page follows Back. The browser's own Back and lazy pages: e2e/router.spec.ts.

function Where() {
  const location = useLocation();
  return (
    <output aria-label="where">{`${location.pathname}${location.search}${location.hash} state=${JSON.stringify(location.state)}`}</output>
  );
}

function app(links: React.ReactNode) {
  return render(
    <BrowserRouter>
      {links}
      <Where />
      <Routes>
        <Route path="/" element={<h1>Pembuka</h1>} />
        <Route path="/gallery" element={<h1>Galeri</h1>} />
        <Route path="/redirect" element={<Navigate to="/gallery" replace state={{ from: '/redirect' }} />} />
        <Route path="/push" element={<Navigate to="/gallery" />} />
      </Routes>
    </BrowserRouter>,
  );
}

const where = () => screen.getByLabelText('where').textContent;

// Whether the app took the last click over (prevented the browser's default), seen after React's handlers; then
// prevented here, since happy-dom would otherwise load the link's page as a browser does.
let takenByApp: boolean | undefined;
const browserDefault = (event: MouseEvent) => {
  takenByApp = event.defaultPrevented;
  event.preventDefault();
};
beforeEach(() => {
  takenByApp = undefined;
  window.addEventListener('click', browserDefault);
});
afterEach(() => window.removeEventListener('click', browserDefault));

describe('<Link>', () => {
  it('moves the app to its page on a plain click, adding a Back step and carrying its state', async () => {
    app(
      <Link to="/gallery" state={{ from: 'menu' }}>
        Galeri
      </Link>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Pembuka');
    const before = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Galeri' }));
    // The browser does not load the address itself.
    expect(takenByApp).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Galeri' })).toBeTruthy();
    expect(window.location.pathname).toBe('/gallery');
    expect(where()).toBe('/gallery state={"from":"menu"}');
    expect(window.history.length).toBe(before + 1);
  });

  it.each([
    ['a Ctrl click (a new tab)', { ctrlKey: true }],
    ['a Shift click (a new window)', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_, modifier) => {
    app(<Link to="/gallery">Galeri</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Galeri' }), modifier);
    expect(takenByApp).toBe(false);
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('heading').textContent).toBe('Pembuka');
  });

  it('leaves a link with another target to the browser', () => {
    app(
      <Link to="/gallery" target="_blank">
        Galeri
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Galeri' }));
    expect(takenByApp).toBe(false);
    expect(window.location.pathname).toBe('/');
  });

  it('calls its own onClick first, which may keep the app where it is', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    app(
      <Link to="/gallery" onClick={onClick}>
        Galeri
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Galeri' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/');
  });

  it('replaces the entry for a link to the address already shown (no Back step to the same page), unless told', async () => {
    app(
      <>
        <Link to="/">Pembuka</Link>
        <Link to="/" replace={false}>
          Pembuka lagi
        </Link>
        <Link to="/gallery" replace>
          Galeri
        </Link>
      </>,
    );
    const before = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Pembuka' }));
    expect(window.history.length).toBe(before);
    fireEvent.click(screen.getByRole('link', { name: 'Galeri' }));
    expect(await screen.findByRole('heading', { name: 'Galeri' })).toBeTruthy();
    expect(window.history.length).toBe(before);
    fireEvent.click(screen.getByRole('link', { name: 'Pembuka lagi' }));
    expect(await screen.findByRole('heading', { name: 'Pembuka' })).toBeTruthy();
    expect(window.history.length).toBe(before + 1);
  });
});

describe('<Navigate>', () => {
  it('redirects once rendered, replacing the entry, with its state', async () => {
    window.history.replaceState(null, '', '/redirect');
    const before = window.history.length;
    app(null);
    expect(await screen.findByRole('heading', { name: 'Galeri' })).toBeTruthy();
    expect(where()).toBe('/gallery state={"from":"/redirect"}');
    expect(window.history.length).toBe(before);
  });

  it('adds a Back step unless told to replace', async () => {
    window.history.replaceState(null, '', '/push');
    const before = window.history.length;
    app(null);
    expect(await screen.findByRole('heading', { name: 'Galeri' })).toBeTruthy();
    expect(window.history.length).toBe(before + 1);
    expect(where()).toBe('/gallery state=null');
  });
});

describe('useSearchParams', () => {
  function Sections() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p>section {params.get('section') ?? 'none'}</p>
        <button type="button" onClick={() => setParams({ section: 'quiz' })}>
          Kuis
        </button>
        <button
          type="button"
          onClick={() =>
            setParams(
              (current) => {
                current.set('page', '2');
                return current;
              },
              { replace: true },
            )
          }
        >
          Halaman 2
        </button>
      </>
    );
  }

  it('reads the query, and sets a new one on the same path; a function gets the current query to change', async () => {
    window.history.replaceState(null, '', '/edit-pages?section=music#top');
    app(<Sections />);
    expect(screen.getByText('section music')).toBeTruthy();

    const before = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Kuis' }));
    expect(await screen.findByText('section quiz')).toBeTruthy();
    expect(where()).toBe('/edit-pages?section=quiz state=null');
    expect(window.history.length).toBe(before + 1);

    fireEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await vi.waitFor(() => expect(where()).toBe('/edit-pages?section=quiz&page=2 state=null'));
    expect(window.history.length).toBe(before + 1);
  });
});

describe('<BrowserRouter>', () => {
  it('follows Back (popstate): the page shown is the address', async () => {
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Kembali
        </button>
      );
    }
    app(
      <>
        <Link to="/gallery">Galeri</Link>
        <Back />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Galeri' }));
    expect(await screen.findByRole('heading', { name: 'Galeri' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await screen.findByRole('heading', { name: 'Pembuka' })).toBeTruthy();
    expect(where()).toBe('/ state=null');
  });

  it('refuses a router hook outside a router, saying so', () => {
    function Lost() {
      useLocation();
      return null;
    }
    expect(() => render(<Lost />)).toThrow('Router hooks need a <BrowserRouter> above them');
  });
});
