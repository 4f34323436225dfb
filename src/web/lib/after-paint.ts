// Work that a tap asks for but that its answer on screen need not wait for: run just after the browser has painted
// the frame the tap produced (a frame, then a task after it), so the tap's next paint (INP) does not hold it
// (decision 096). One frame later is not seen or heard as late.

/** Runs `work` once the next frame has been painted; the returned function cancels it if it has not run yet. */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  if (typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      timer = setTimeout(work, 0);
    });
  } else timer = setTimeout(work, 0);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Resolves once the browser has painted what the current task rendered (a frame, then a task after it), or after
 * 100 ms when no frame comes (a hidden tab): work that follows leaves the tap's answer on screen first.
 */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    afterNextPaint(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
