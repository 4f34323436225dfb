// A Chrome trace's events as the benchmarks and budgets read them (bench-trace.ts, interaction-profile.ts,
// tap-work-budget.test.ts), and the page's main thread among the trace's threads.

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, µs. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string }; url?: string };
}

/**
 * The complete events of the renderer main thread that worked most (the page's: an about:blank renderer also has
 * one), in order of their start, an outer event before the events it holds.
 */
export function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const busy = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask' && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const key = mains.sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
  return events
    .filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
}
