// The operations endpoints (decision 038): answered on every host, before any gift is looked up, without a
// session, and with nothing of any gift in them.

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
export const METRICS_PATH = '/metrics';

const OPS_PATHS: ReadonlySet<string> = new Set([HEALTH_PATH, READY_PATH, METRICS_PATH]);

/** Is this canonical path one of the operations endpoints? */
export const isOpsPath = (pathname: string): boolean => OPS_PATHS.has(pathname);
