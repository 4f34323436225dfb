import { afterEach, describe, expect, it, vi } from 'vitest';
import { playNow, resetSoundsForTests, startTypingSound, stopTypingSound } from './sound-synth';

// What each of the gift's sounds plays (docs/product.md §2, §4), read from a stand-in for the Web Audio API that
// records every node, connection and scheduled change: the notes (pitch, glide, when, how long, how loud), each
// note's envelope (a quick attack, a release to silence, the oscillator stopped after it), the master volume, and
// the typing loop's keystrokes.

type Event = [kind: 'set' | 'ramp', value: number, time: number];

/** An AudioParam: refuses what a browser refuses (a value or time that is no number, an exponential ramp to 0). */
class Param {
  value = 0;
  events: Event[] = [];
  setValueAtTime(value: number, time: number) {
    this.events.push(['set', finite(value), finite(time)]);
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    if (value === 0) throw new RangeError('The float target value provided (0) should not be in the range (-1.40130e-45, 1.40130e-45).');
    this.events.push(['ramp', finite(value), finite(time)]);
  }
}

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new TypeError('The provided float value is non-finite.');
  return value;
}

class Node {
  outputs: Node[] = [];
  disconnected = false;
  constructor(readonly kind: string) {}
  connect(node: Node) {
    this.outputs.push(node);
  }
  disconnect() {
    this.disconnected = true;
  }
}

class Gain extends Node {
  gain = new Param();
  constructor() {
    super('gain');
  }
}

class Oscillator extends Node {
  type = '';
  frequency = new Param();
  startedAt?: number;
  stoppedAt?: number;
  constructor() {
    super('oscillator');
  }
  start(time: number) {
    this.startedAt = time;
  }
  stop(time: number) {
    this.stoppedAt = time;
  }
}

class Filter extends Node {
  type = '';
  frequency = new Param();
  constructor() {
    super('filter');
  }
}

class BufferSource extends Node {
  buffer: { data: Float32Array; sampleRate: number } | null = null;
  loop = false;
  playing = false;
  constructor() {
    super('buffer-source');
  }
  start() {
    this.playing = true;
  }
  stop() {
    this.playing = false;
  }
}

const NOW = 10;
const RATE = 8_000;

class Context {
  static last: Context;
  state: 'suspended' | 'running' = 'running';
  resumed = 0;
  currentTime = NOW;
  sampleRate = RATE;
  destination = new Node('destination');
  gains: Gain[] = [];
  oscillators: Oscillator[] = [];
  filters: Filter[] = [];
  sources: BufferSource[] = [];
  buffers: { channels: number; length: number; sampleRate: number; data: Float32Array }[] = [];
  constructor() {
    Context.last = this;
  }
  resume() {
    this.resumed += 1;
    return Promise.resolve();
  }
  createGain() {
    const gain = new Gain();
    this.gains.push(gain);
    return gain;
  }
  createOscillator() {
    const oscillator = new Oscillator();
    this.oscillators.push(oscillator);
    return oscillator;
  }
  createBiquadFilter() {
    const filter = new Filter();
    this.filters.push(filter);
    return filter;
  }
  createBufferSource() {
    const source = new BufferSource();
    this.sources.push(source);
    return source;
  }
  createBuffer(channels: number, length: number, sampleRate: number) {
    const buffer = { channels, length, sampleRate, data: new Float32Array(length), getChannelData: () => buffer.data };
    this.buffers.push(buffer);
    return buffer;
  }
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The context's one master volume, the first gain made, which every sound goes through to the speakers. */
const master = (ctx: Context) => ctx.gains[0]!;

/**
 * Each note as a listener hears it, checking on the way that its envelope is the one every note has: silent at its
 * start, at full volume after a quick attack (20 ms, or a quarter of a shorter note), silent again at its end, and the
 * oscillator stopped 50 ms later.
 */
function notes(ctx: Context) {
  return ctx.oscillators.map((osc) => {
    expect(osc.outputs).toHaveLength(1);
    const gain = osc.outputs[0] as Gain;
    const [frequency, glide, ...rest] = osc.frequency.events as [Event, Event | undefined, ...Event[]];
    expect(rest).toEqual([]);
    const start = frequency[2];
    const [quiet, peak, release, ...more] = gain.gain.events as [Event, Event, Event, ...Event[]];
    expect(more).toEqual([]);
    const duration = release[2] - start;
    expect(quiet).toEqual(['set', 0.0001, start]);
    expect(peak[0]).toBe('ramp');
    expect(round(peak[2] - start)).toBe(round(Math.min(0.02, duration / 4)));
    expect(release).toEqual(['ramp', 0.0001, start + duration]);
    expect(frequency[0]).toBe('set');
    if (glide) expect(glide).toEqual(['ramp', glide[1], start + duration]);
    expect(osc.startedAt).toBe(start);
    expect(round(osc.stoppedAt! - start - duration)).toBe(0.05);
    return {
      type: osc.type,
      from: frequency[1],
      ...(glide ? { to: glide[1] } : {}),
      at: round(start - NOW),
      duration: round(duration),
      volume: peak[1],
      output: gain.outputs,
    };
  });
}

/** Plays a sound at once, as sounds.ts's playSound does after the tap's paint. */
function sound(name: Parameters<typeof playNow>[0]) {
  playNow(name);
}

function play(name: Parameters<typeof playNow>[0]) {
  vi.stubGlobal('AudioContext', Context);
  sound(name);
  return Context.last;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSoundsForTests();
});

describe('the sounds', () => {
  it('go to the speakers through one master volume of 0.35, made once', () => {
    const ctx = play('click');
    sound('success');
    expect(ctx.gains.filter((gain) => gain.outputs.includes(ctx.destination))).toEqual([master(ctx)]);
    expect(master(ctx).gain.value).toBe(0.35);
    expect(notes(ctx).every((note) => note.output.length === 1 && note.output[0] === master(ctx))).toBe(true);
  });

  it('wake a context the browser suspended, and leave a running one alone', () => {
    class Suspended extends Context {
      state = 'suspended' as const;
    }
    vi.stubGlobal('AudioContext', Suspended);
    sound('click');
    expect(Context.last.resumed).toBe(1);
    resetSoundsForTests();
    expect(play('click').resumed).toBe(0);
  });

  it("play in an older Safari, whose Web Audio is webkit's", () => {
    vi.stubGlobal('webkitAudioContext', Context);
    sound('click');
    expect(Context.last.oscillators).toHaveLength(1);
  });

  it('open the gift with a rising arpeggio, each note with a soft octave above, then a held high C and G', () => {
    const heard = notes(play('intro')).map(({ output: _, ...note }) => note);
    const arpeggio = [523.25, 659.25, 783.99, 1046.5, 1318.51].flatMap((note, i) => [
      { type: 'sine', from: note, at: round(i * 0.16), duration: 1.2, volume: 0.5 },
      { type: 'triangle', from: note * 2, at: round(i * 0.16), duration: 0.4, volume: 0.08 },
    ]);
    expect(heard).toEqual([
      ...arpeggio,
      { type: 'sine', from: 1046.5, at: 0.9, duration: 2, volume: 0.35 },
      { type: 'sine', from: 1567.98, at: 1, duration: 1.6, volume: 0.15 },
    ]);
  });

  it('ring two bright bells over a low triangle for a success', () => {
    expect(notes(play('success')).map(({ output: _, ...note }) => note)).toEqual([
      { type: 'sine', from: 1318.51, at: 0, duration: 0.5, volume: 0.5 },
      { type: 'sine', from: 1760, at: 0.12, duration: 0.8, volume: 0.45 },
      { type: 'triangle', from: 659.25, at: 0, duration: 0.6, volume: 0.15 },
    ]);
  });

  it('buzz twice, low and falling, through a soft lowpass for an error', () => {
    const ctx = play('error');
    const soft = ctx.filters[0]!;
    expect(soft.type).toBe('lowpass');
    expect(soft.frequency.value).toBe(900);
    expect(soft.outputs).toEqual([master(ctx)]);
    const heard = notes(ctx);
    expect(heard.every((note) => note.output[0] === soft)).toBe(true);
    expect(heard.map(({ output: _, ...note }) => note)).toEqual([
      { type: 'sawtooth', from: 220, to: 150, at: 0, duration: 0.16, volume: 0.4 },
      { type: 'sawtooth', from: 180, to: 110, at: 0.2, duration: 0.24, volume: 0.4 },
    ]);
  });

  it('tick once, short and falling, for a click', () => {
    expect(notes(play('click')).map(({ output: _, ...note }) => note)).toEqual([
      { type: 'triangle', from: 1400, to: 700, at: 0, duration: 0.05, volume: 0.45 },
    ]);
  });
});

describe('the typing sound', () => {
  const KEYSTROKES = [0, 0.13, 0.24, 0.41, 0.5, 0.66, 0.79, 0.87, 1.03];
  const BURST = Math.round(0.025 * RATE);

  function startTyping() {
    vi.stubGlobal('AudioContext', Context);
    startTypingSound();
    return Context.last;
  }

  it('loops 1.2 s of keystrokes through the master volume until stopped', () => {
    const ctx = startTyping();
    const source = ctx.sources[0]!;
    expect(ctx.buffers.map(({ channels, length, sampleRate }) => ({ channels, length, sampleRate }))).toEqual([
      { channels: 1, length: 1.2 * RATE, sampleRate: RATE },
    ]);
    expect(source.buffer).toBe(ctx.buffers[0]);
    expect(source.loop).toBe(true);
    expect(source.playing).toBe(true);
    expect(source.outputs).toEqual([master(ctx)]);

    stopTypingSound();
    expect(source.playing).toBe(false);
    expect(source.disconnected).toBe(true);
  });

  it('starts again after a stop, with the same loop, made once', () => {
    const ctx = startTyping();
    stopTypingSound();
    startTypingSound();
    expect(ctx.sources.map((source) => source.playing)).toEqual([false, true]);
    expect(ctx.sources[1]!.buffer).toBe(ctx.buffers[0]);
    expect(ctx.buffers).toHaveLength(1);
  });

  it('types unevenly: a short burst of decaying noise at each keystroke, louder every second and third, silence between', () => {
    const { data } = startTyping().buffers[0]!;
    const bursts = KEYSTROKES.map((time) => Math.round(time * RATE));
    let silentFrom = 0;
    bursts.forEach((start, i) => {
      // Silence since the last burst.
      expect(data.slice(silentFrom, start).every((sample) => sample === 0)).toBe(true);
      const burst = [...data.slice(start, start + BURST)];
      expect(burst.some((sample) => sample > 0) && burst.some((sample) => sample < 0)).toBe(true);
      // Under an envelope that decays by e every 4 ms, its peak at the keystroke's loudness: 0.35, 0.45, 0.55, …
      const loudness = [0.35, 0.45, 0.55][i % 3]!;
      const level = Math.max(...burst.map((sample, n) => Math.abs(sample) / Math.exp(-n / (0.004 * RATE))));
      expect(level).toBeLessThanOrEqual(loudness + 1e-6);
      expect(level).toBeGreaterThan(loudness * 0.9);
      // Still audible for its first few milliseconds.
      expect(Math.max(...burst.slice(1, 20).map(Math.abs))).toBeGreaterThan(0.05);
      silentFrom = start + BURST;
    });
    expect(data.slice(silentFrom).every((sample) => sample === 0)).toBe(true);
  });

  it('is the same loop every time (no random clicks from one page to the next)', () => {
    const first = startTyping().buffers[0]!.data;
    stopTypingSound();
    resetSoundsForTests();
    const second = startTyping().buffers[0]!.data;
    expect(second).not.toBe(first);
    expect([...second]).toEqual([...first]);
  });
});
