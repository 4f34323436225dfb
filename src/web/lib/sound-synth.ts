// The gift's little sounds (docs/product.md §2, §4: intro, success, error, click, typing), synthesised with the Web
// Audio API: no files to download. The AudioContext is created on the first sound, which always follows
// a user gesture (browsers refuse to start audio before one). Sound is decoration: every failure is
// swallowed, so a browser without audio, or one that refuses it, just stays quiet. The short sounds reach this
// module through sounds.ts, which loads it after the tap's paint; the typing loop is started from here directly.

export type SoundName = 'intro' | 'success' | 'error' | 'click';

type AudioContextConstructor = new () => AudioContext;

/** undefined: not tried yet; null: this browser has no usable audio. */
let context: AudioContext | null | undefined;
let master: GainNode | null = null;
let typingSource: AudioBufferSourceNode | null = null;
let typingBuffer: AudioBuffer | null = null;

const MASTER_VOLUME = 0.35;

function audio(): AudioContext | null {
  if (context !== undefined) return context;
  context = null;
  try {
    const scope = globalThis as typeof globalThis & {
      AudioContext?: AudioContextConstructor;
      webkitAudioContext?: AudioContextConstructor;
    };
    const Ctor = scope.AudioContext ?? scope.webkitAudioContext;
    if (!Ctor) return null;
    const created = new Ctor();
    master = created.createGain();
    master.gain.value = MASTER_VOLUME;
    master.connect(created.destination);
    context = created;
  } catch {
    context = null;
    master = null;
  }
  return context;
}

/** The context, resumed if the browser suspended it; null when there is no audio. */
function ready(): AudioContext | null {
  const ctx = audio();
  if (ctx && ctx.state === 'suspended') ctx.resume().catch(() => {});
  return ctx;
}

interface Tone {
  type?: OscillatorType;
  /** Hz at the start, and optionally at the end (a glide). */
  from: number;
  to?: number;
  /** Seconds after now. */
  at: number;
  duration: number;
  volume: number;
}

/** One note with a quick attack and an exponential release. */
function tone(ctx: AudioContext, output: AudioNode, { type = 'sine', from, to, at, duration, volume }: Tone): void {
  const start = ctx.currentTime + at;
  const end = start + duration;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, start);
  if (to !== undefined) osc.frequency.exponentialRampToValueAtTime(to, end);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + Math.min(0.02, duration / 4));
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  osc.connect(gain);
  gain.connect(output);
  osc.start(start);
  osc.stop(end + 0.05);
}

// Note frequencies (equal temperament, A4 = 440 Hz).
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const E6 = 1318.51;
const G6 = 1567.98;
const A6 = 1760;

const recipes: Record<SoundName, (ctx: AudioContext, out: AudioNode) => void> = {
  /** A rising, sparkling arpeggio while the gift opens. */
  intro: (ctx, out) => {
    [C5, E5, G5, C6, E6].forEach((note, i) => {
      tone(ctx, out, { from: note, at: i * 0.16, duration: 1.2, volume: 0.5 });
      tone(ctx, out, { type: 'triangle', from: note * 2, at: i * 0.16, duration: 0.4, volume: 0.08 });
    });
    tone(ctx, out, { from: C6, at: 0.9, duration: 2, volume: 0.35 });
    tone(ctx, out, { from: G6, at: 1.0, duration: 1.6, volume: 0.15 });
  },
  /** Two bright bells. */
  success: (ctx, out) => {
    tone(ctx, out, { from: E6, at: 0, duration: 0.5, volume: 0.5 });
    tone(ctx, out, { from: A6, at: 0.12, duration: 0.8, volume: 0.45 });
    tone(ctx, out, { type: 'triangle', from: E5, at: 0, duration: 0.6, volume: 0.15 });
  },
  /** A low, falling double buzz. */
  error: (ctx, out) => {
    const soft = ctx.createBiquadFilter();
    soft.type = 'lowpass';
    soft.frequency.value = 900;
    soft.connect(out);
    tone(ctx, soft, { type: 'sawtooth', from: 220, to: 150, at: 0, duration: 0.16, volume: 0.4 });
    tone(ctx, soft, { type: 'sawtooth', from: 180, to: 110, at: 0.2, duration: 0.24, volume: 0.4 });
  },
  /** A short, soft tick. */
  click: (ctx, out) => {
    tone(ctx, out, { type: 'triangle', from: 1400, to: 700, at: 0, duration: 0.05, volume: 0.45 });
  },
};

/** Plays one of the short sounds now. It never throws and never logs. */
export function playNow(name: SoundName): void {
  try {
    const ctx = ready();
    if (!ctx || !master) return;
    recipes[name](ctx, master);
  } catch {
    // Decoration only: a browser that refuses audio stays quiet.
  }
}

const TYPING_LOOP_SECONDS = 1.2;
/** Keystroke times within one loop: uneven, like a person typing. */
const KEYSTROKES = [0, 0.13, 0.24, 0.41, 0.5, 0.66, 0.79, 0.87, 1.03];

/** One loop of soft keystrokes: short bursts of decaying noise, made once. */
function typingLoop(ctx: AudioContext): AudioBuffer {
  if (typingBuffer) return typingBuffer;
  const rate = ctx.sampleRate;
  const buffer = ctx.createBuffer(1, Math.round(rate * TYPING_LOOP_SECONDS), rate);
  const data = buffer.getChannelData(0);
  let seed = 7;
  const noise = () => {
    // A tiny deterministic generator: the same loop every time.
    seed = (seed * 16807) % 2147483647;
    return (seed / 2147483647) * 2 - 1;
  };
  KEYSTROKES.forEach((time, i) => {
    const start = Math.round(time * rate);
    const length = Math.round(0.025 * rate);
    const loudness = 0.35 + (i % 3) * 0.1;
    for (let n = 0; n < length && start + n < data.length; n += 1) {
      data[start + n] = noise() * loudness * Math.exp(-n / (0.004 * rate));
    }
  });
  typingBuffer = buffer;
  return buffer;
}

/** Starts the looping typing sound (a typewriter effect runs); a second call does nothing. */
export function startTypingSound(): void {
  try {
    if (typingSource) return;
    const ctx = ready();
    if (!ctx || !master) return;
    const source = ctx.createBufferSource();
    source.buffer = typingLoop(ctx);
    source.loop = true;
    source.connect(master);
    source.start();
    typingSource = source;
  } catch {
    typingSource = null;
  }
}

/** Stops the typing loop, if it runs. */
export function stopTypingSound(): void {
  const source = typingSource;
  typingSource = null;
  try {
    source?.stop();
    source?.disconnect();
  } catch {
    // Already stopped.
  }
}

/** Tests only: forget the context so the next sound creates it again. */
export function resetSoundsForTests(): void {
  context = undefined;
  master = null;
  typingSource = null;
  typingBuffer = null;
}
