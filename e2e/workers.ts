/**
 * How many browsers run the journeys at once by default (KADO_E2E_WORKERS overrides it): each journey has a gift
 * of its own, so files may run side by side against the one server. The number is measured on two
 * cores, quiet and beside a busy loop: three, because two leave a third of the cores idle while journeys wait (on
 * timers, polls, the server), and on a host half as fast a third browser finished no later (decision 091). No
 * imports: the runner script and the config read it.
 */
export const E2E_WORKERS = 3;

/** The number for this run: KADO_E2E_WORKERS when it is a number of at least one, else E2E_WORKERS. */
export function journeyWorkers(): number {
  return Math.max(1, Number(process.env.KADO_E2E_WORKERS ?? E2E_WORKERS) || 1);
}
