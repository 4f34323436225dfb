import { afterEach, describe, expect, it, vi } from 'vitest';
import { playNow, resetSoundsForTests, startTypingSound, stopTypingSound } from './sound-synth';
import { playSound } from './sounds';

// A stand-in for the Web Audio API that records what is made and played.
class FakeParam {
  value = 0;
  setValueAtTime() {}
  exponentialRampToValueAtTime() {}
}
class FakeNode {
  connect() {}
  disconnect() {}
}
class FakeContext {
  static created = 0;
  static started: string[] = [];
  state = 'suspended';
  currentTime = 0;
  sampleRate = 8000;
  destination = new FakeNode();
  resumed = 0;
  constructor() {
    FakeContext.created += 1;
  }
  resume() {
    this.resumed += 1;
    return Promise.resolve();
  }
  createGain() {
    return Object.assign(new FakeNode(), { gain: new FakeParam() });
  }
  createBiquadFilter() {
    return Object.assign(new FakeNode(), { type: '', frequency: new FakeParam() });
  }
  createOscillator() {
    return Object.assign(new FakeNode(), {
      type: '',
      frequency: new FakeParam(),
      start: () => FakeContext.started.push('osc'),
      stop: () => {},
    });
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
  createBufferSource() {
    return Object.assign(new FakeNode(), {
      buffer: null,
      loop: false,
      start: () => FakeContext.started.push('loop'),
      stop: () => FakeContext.started.push('loop-stopped'),
    });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSoundsForTests();
  FakeContext.created = 0;
  FakeContext.started = [];
});

describe('sounds', () => {
  it('stays quiet, without throwing, where there is no Web Audio', () => {
    expect(() => playNow('intro')).not.toThrow();
    expect(() => startTypingSound()).not.toThrow();
    expect(() => stopTypingSound()).not.toThrow();
  });

  it('swallows a browser that refuses to create audio', () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('not allowed');
        }
      },
    );
    expect(() => playNow('error')).not.toThrow();
  });

  it('creates one context, lazily, on the first sound, and resumes it', async () => {
    vi.stubGlobal('AudioContext', FakeContext);
    expect(FakeContext.created).toBe(0);
    for (const name of ['intro', 'success', 'error', 'click'] as const) playSound(name);
    await vi.waitFor(() => expect(FakeContext.started.filter((s) => s === 'osc').length).toBeGreaterThan(5));
    expect(FakeContext.created).toBe(1);
    expect(FakeContext.started.filter((s) => s === 'osc').length).toBeGreaterThan(5);
  });

  it('plays after the frame the tap produced is painted, not inside the tap (decision 096)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
      vi.stubGlobal('AudioContext', FakeContext);
      playSound('click');
      // Nothing made or played while the handler runs, nor before the frame.
      vi.runAllTimers();
      expect(FakeContext.created).toBe(0);
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      // In the frame itself still nothing: the sound waits for the task after it, which loads the synthesis.
      expect(FakeContext.created).toBe(0);
      vi.runAllTimers();
      await vi.dynamicImportSettled();
      expect(FakeContext.created).toBe(1);
      expect(FakeContext.started).toEqual(['osc']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loops the typing sound until stopped, once however often it is started', () => {
    vi.stubGlobal('AudioContext', FakeContext);
    startTypingSound();
    startTypingSound();
    expect(FakeContext.started).toEqual(['loop']);
    stopTypingSound();
    stopTypingSound();
    expect(FakeContext.started).toEqual(['loop', 'loop-stopped']);
  });
});
