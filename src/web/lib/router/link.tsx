import { useEffect, useEffectEvent, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { isPlainClick, resolveHref, type To } from './browser-history';
import { useLocation, useNavigate } from './browser-router';

// <Link> and <Navigate>: moving to another address of the app, by a click or by rendering.

/** In-app paths only ('/gallery', '?section=quiz'). */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A real <a href>: a plain click navigates in the app; a modified or middle click, or another target,
 * is the browser's. A link to the address already shown replaces it rather than adding a Back step. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const current = `${location.pathname}${location.search}${location.hash}`;
  // Only this app's paths are linked: the origin is a placeholder for resolving '?query' or a relative path.
  const href = resolveHref(to, `http://app.invalid${current}`);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(href, { replace: replace ?? href === current, state });
  };
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the link's words are its children, in `rest`
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavigateProps {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/** Navigates once it is rendered (a redirect); renders nothing. */
export function Navigate({ to, replace, state }: NavigateProps) {
  const navigate = useNavigate();
  const go = useEffectEvent(() => navigate(to, { replace, state }));
  useEffect(() => go(), []);
  return null;
}
