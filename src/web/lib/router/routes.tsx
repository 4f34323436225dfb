import { Children, createContext, isValidElement, use, type ReactNode } from 'react';
import { useLocation } from './browser-router';
import { pickRoute, type Params } from './match-path';

// <Routes> renders the element of the most specific <Route> matching the address.
// The element sits at the same place in the tree whatever the route: a new page
// type mounts afresh, the same page with new parameters (/folder/1 → /folder/2) only re-renders.

const ParamsContext = createContext<Params>({});

export interface RouteProps {
  path: string;
  element: ReactNode;
}

/** Configuration only: <Routes> reads its props. */
export function Route(_props: RouteProps): null {
  return null;
}

export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = Children.toArray(children).flatMap((child) =>
    isValidElement<RouteProps>(child) && child.type === Route ? [child.props] : [],
  );
  const picked = pickRoute(routes, pathname);
  if (!picked) return null;
  return <ParamsContext value={picked.match.params}>{picked.route.element}</ParamsContext>;
}

/** The matched route's parameters: { folderId: '3' } on /folder/3. */
export function useParams(): Params {
  return use(ParamsContext);
}
