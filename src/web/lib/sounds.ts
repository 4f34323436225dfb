// The gift's short sounds, asked for by a tap (docs/product.md §2, §4). A sound plays just after the frame its tap
// produced is painted, not inside the tap's handler: creating the AudioContext is a synchronous call into the
// browser's audio service (0.1–0.5 s in Chromium on the test hosts) and scheduling a chord's notes takes more, and
// inside the handler that held the tap's next paint (INP) as long (decision 096). The synthesis (sound-synth.ts) is
// loaded then too, so the opening's first load does not carry it. One frame and a small chunk later is not heard as
// late, and the gesture still counts for starting audio.

import { afterNextPaint } from './after-paint';
import type { SoundName } from './sound-synth';

export type { SoundName };

/** Plays one of the short sounds, just after the next paint. Safe to call anywhere: it never throws and never logs. */
export function playSound(name: SoundName): void {
  afterNextPaint(() => {
    import('./sound-synth').then(
      (synth) => synth.playNow(name),
      () => {
        // Decoration only: a sound whose code did not arrive is not played.
      },
    );
  });
}
