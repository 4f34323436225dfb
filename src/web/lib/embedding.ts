// SPEC.md §2/§6: delete buttons (folders, love moments) show only when the page sits in a frame of the
// edit hub, i.e. a frame whose parent's path ends in 'edit-pages'. A UI hint only: the server still demands the editor.

/** The parts of `window` this reads, so tests can pass a plain object. */
export interface FrameWindow {
  self: unknown;
  parent: { location: { pathname: string } };
}

export function isInEditPagesFrame(win: FrameWindow): boolean {
  try {
    return win.self !== win.parent && win.parent.location.pathname.replace(/\/+$/, '').endsWith('edit-pages');
  } catch {
    // A parent of another origin cannot be read: not our edit hub.
    return false;
  }
}
