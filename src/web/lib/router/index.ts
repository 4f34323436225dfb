// A small router on the History API for exactly what the app uses (decision 026).
export { BrowserRouter, useLocation, useNavigate, useSearchParams } from './browser-router';
export type { NavigateFunction } from './browser-router';
export type { Location, NavigateOptions } from './browser-history';
export { Link, Navigate } from './link';
export { matchPath } from './match-path';
export { Route, Routes, useParams } from './routes';
