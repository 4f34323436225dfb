// Where one interaction's time goes (bench-lighthouse.ts `--profile`): a Chrome trace and V8's sampling profile
// of the main thread from just before the tap until the page has painted its answer. INP says how long; this says
// what ran: the renderer main thread's own time by trace event (script, style, layout, paint, commit) and the
// functions that took the most samples. The built app is minified, so a function is named by its chunk, line and
// column as well; build with `npx vite build --minify=false` for readable names.
import type { CDPSession, Page } from '@playwright/test';
import { mainThreadEvents, type TraceEvent } from './trace-events.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface InteractionProfile {
  /** The renderer main thread's own time by trace event name during the interaction, ms, largest first. */
  byEvent: [string, number][];
  /** Functions by sampled own time, ms, largest first. */
  byFunction: [string, number][];
  /** The main thread's tasks of over 16 ms, in order: when (ms after the recording began), how long, their largest parts. */
  tasks: string[];
}

/** Starts recording; `stop()` ends it and sums what the main thread did in between. */
export async function startInteractionProfile(page: Page, cdp: CDPSession): Promise<{ stop: () => Promise<InteractionProfile> }> {
  const browser = page.context().browser()!;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  return {
    stop: async () => {
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      const thread = mainThreadEvents(trace.traceEvents);
      return { byEvent: ownTimeByEvent(thread), byFunction: ownTimeByFunction(profile), tasks: longTasks(thread) };
    },
  };
}

/** Each task of over 16 ms: its start, its length and its three longest direct parts. */
function longTasks(thread: TraceEvent[]): string[] {
  const start = thread[0]?.ts ?? 0;
  return thread
    .filter((task) => task.name === 'RunTask' && task.dur! > 16_000)
    .map((task) => {
      const end = task.ts + task.dur!;
      const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
      const direct = inside.filter(
        (e) => !inside.some((outer) => outer !== e && outer.ts <= e.ts && outer.ts + outer.dur! >= e.ts + e.dur!),
      );
      const parts = direct
        .sort((a, b) => b.dur! - a.dur!)
        .slice(0, 3)
        .map((e) => {
          const data = e.args?.data;
          const what = [data?.functionName, data?.type, data?.url?.split('/').pop()].filter(Boolean).join(' ');
          return `${e.name}${what ? ` ${what}` : ''} ${Math.round(e.dur! / 1000)}`;
        });
      return `task at ${Math.round((task.ts - start) / 1000)} for ${Math.round(task.dur! / 1000)}: ${parts.join('; ')}`;
    });
}

/** Own time (duration less the children's) of each event, summed by name. */
function ownTimeByEvent(thread: TraceEvent[]): [string, number][] {
  const own = new Map<TraceEvent, number>();
  const open: TraceEvent[] = [];
  for (const e of thread) {
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur! <= e.ts) open.pop();
    const parent = open.at(-1);
    own.set(e, e.dur!);
    if (parent) own.set(parent, own.get(parent)! - e.dur!);
    open.push(e);
  }
  const byName = new Map<string, number>();
  for (const [e, time] of own) byName.set(e.name, (byName.get(e.name) ?? 0) + time / 1000);
  return [...byName].sort((a, b) => b[1] - a[1]).slice(0, 12);
}

/** Sampled own time per function: each sample's time goes to the function on top of the stack. */
function ownTimeByFunction(profile: CpuProfile): [string, number][] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byName = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame;
    const file = frame.url.split('/').pop() || '(native)';
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byName.set(name, (byName.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return [...byName]
    .filter(([name]) => !name.startsWith('(idle)') && !name.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15);
}
