// Every benchmark in turn, then one table. Run after `npm run build`: npm run bench
// (`npm run bench -- bench:bundle bench:api` runs only those.)
// Each benchmark prints its own report; lines of the form `BENCH\t<what>\t<figure>\t<goal>` are gathered
// here. A benchmark that fails is shown as failed and the others still run; the exit code says so.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

interface Bench {
  script: string;
  /** Arguments after `--`. */
  args?: string[];
  /** Why it does not run here, if it does not. */
  skip?: string;
  /** The goal, for a benchmark that is skipped (the others print theirs). */
  goal?: string;
}

const BENCHES: Bench[] = [
  { script: 'bench:bundle' },
  { script: 'bench:lighthouse' },
  { script: 'bench:trace' },
  { script: 'bench:api' },
  { script: 'bench:gallery' },
  { script: 'bench:video' },
  // The same upload streamed on to a bucket (decision 023's 150 MB goal).
  { script: 'bench:video', args: ['500', '--s3'] },
];

interface Row {
  bench: string;
  what: string;
  figure: string;
  goal: string;
}

function run(script: string, args: string[] = []): Promise<{ code: number; rows: Row[]; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const rows: Row[] = [];
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const [tag, what, figure, goal] = line.split('\t');
        if (tag === 'BENCH' && what) rows.push({ bench: script, what, figure: figure ?? '', goal: goal ?? '' });
      }
    });
    child.on('close', (code) => resolve({ code: code ?? 1, rows, seconds: (Date.now() - started) / 1000 }));
  });
}

const rows: Row[] = [];
let failed = 0;
const chosen = process.argv.slice(2);
for (const bench of BENCHES.filter((candidate) => chosen.length === 0 || chosen.includes(candidate.script))) {
  console.log(`\n=== ${bench.script}`);
  if (bench.skip) {
    console.log(`skipped: ${bench.skip}`);
    rows.push({ bench: bench.script, what: `${bench.script}: skipped (not installed)`, figure: '—', goal: bench.goal ?? '' });
    continue;
  }
  const result = await run(bench.script, bench.args);
  rows.push(...result.rows);
  if (result.code !== 0) {
    failed += 1;
    rows.push({ bench: bench.script, what: `FAILED (exit ${result.code})`, figure: '—', goal: '' });
  } else if (result.rows.length === 0) {
    rows.push({ bench: bench.script, what: 'printed no BENCH line', figure: '—', goal: '' });
  }
  console.log(`(${bench.script}: ${result.seconds.toFixed(0)} s)`);
}

const width = (pick: (row: Row) => string, title: string) => Math.max(title.length, ...rows.map((row) => pick(row).length));
const w = [width((r) => r.what, 'measure'), width((r) => r.figure, 'figure'), width((r) => r.goal, 'goal')];
console.log(
  `\n=== npm run bench: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ` +
    `load average ${os.loadavg()[0]!.toFixed(2)}, ${new Date().toISOString()}`,
);
console.log(`${'measure'.padEnd(w[0]!)}  ${'figure'.padStart(w[1]!)}  goal`);
for (const row of rows) console.log(`${row.what.padEnd(w[0]!)}  ${row.figure.padStart(w[1]!)}  ${row.goal}`);
process.exit(failed ? 1 : 0);
