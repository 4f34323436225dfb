import { createContext, startTransition, use, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createBrowserHistory, type BrowserHistory, type Location, type NavigateOptions, type To } from './browser-history';

// The router's root: the current location in React state, updated in a transition on
// every navigation, so a lazy page's chunk loads while the page before stays on screen. It neither
// scrolls nor restores scroll: the browser does that on Back.

interface RouterValue {
  location: Location;
  history: BrowserHistory;
}

const RouterContext = createContext<RouterValue | null>(null);

export interface BrowserRouterProps {
  children: ReactNode;
  /** Tests pass one over a fake window; the app uses the real one. */
  history?: BrowserHistory;
}

export function BrowserRouter({ children, history: given }: BrowserRouterProps) {
  const [history] = useState(() => given ?? createBrowserHistory(window));
  const [location, setLocation] = useState(() => history.read());
  useLayoutEffect(() => history.listen(() => startTransition(() => setLocation(history.read()))), [history]);
  const value = useMemo(() => ({ location, history }), [location, history]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

function useRouter(): RouterValue {
  const router = use(RouterContext);
  if (!router) throw new Error('Router hooks need a <BrowserRouter> above them');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** navigate('/gallery'), navigate(path, { replace: true, state }), navigate(-1) for Back. */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter();
  return history.navigate;
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/** The query of the current address, and a setter that navigates to the same path with a new query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { location, history } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      history.navigate(`?${new URLSearchParams(value).toString()}`, options);
    },
    [history, params],
  );
  return [params, setParams];
}
