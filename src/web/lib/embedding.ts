// docs/product.md §2/§6: delete buttons (folders, love moments) show only when the page sits in a frame of the
// edit hub, i.e. a frame whose parent's path ends in 'edit-pages'. A UI hint only: the server still demands the editor.

/** The parts of `window` this reads, so tests can pass a plain object. */
export interface FrameWindow {
  self: unknown;
  parent: { location: { pathname: string } };
}

/** Whether the page sits in any frame (the edit hub's preview, in practice). */
export function isEmbedded(win: Pick<FrameWindow, 'self' | 'parent'> = window): boolean {
  return win.self !== win.parent;
}

export function isInEditPagesFrame(win: FrameWindow = window): boolean {
  try {
    return win.self !== win.parent && win.parent.location.pathname.replace(/\/+$/, '').endsWith('edit-pages');
  } catch {
    // A parent of another origin cannot be read: not our edit hub.
    return false;
  }
}
