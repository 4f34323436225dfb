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

/**
 * Total Blocking Time as a phone `slowdown` times slower than this host would see it, from the main thread's CPU
 * time (decision 101): each task after the first contentful paint counts its thread time times `slowdown`, less
 * 50 ms. Lighthouse's simulation multiplies each task's wall time instead, and on a small host a task's wall time
 * is mostly the time the main thread waited for a core (Chromium's other processes, Lighthouse, the server).
 */
export function cpuBlocking(events: TraceEvent[], slowdown: number): { ms: number; longTasks: number; longestCpu: number } {
  const thread = mainThreadEvents(events);
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && thread.some((t) => t.pid === e.pid));
  const from = paint?.ts ?? thread[0]?.ts ?? 0;
  let ms = 0;
  let longTasks = 0;
  let longestCpu = 0;
  for (const task of thread) {
    if (task.name !== 'RunTask' || task.ts < from || task.tdur === undefined) continue;
    const cpu = task.tdur / 1000;
    longestCpu = Math.max(longestCpu, cpu);
    if (cpu * slowdown <= 50) continue;
    longTasks += 1;
    ms += cpu * slowdown - 50;
  }
  return { ms, longTasks, longestCpu };
}
