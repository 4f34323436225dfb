import { useEffect, useRef } from 'react';
import { PREVIEW_POLL_MS } from '@shared/constants';
import { folderIdFromPath } from './hub-sections';

// The live preview (docs/product.md §2, §4). A new reloadCount re-creates the frame ('Reload'). Every second
// the hub reads the frame's path; a number at its end is the current folder (the gallery panel's
// upload target). A path without one is logged, once per path, so the console is not flooded.

export interface PreviewFrameProps {
  path: string;
  reloadCount: number;
  /** A new value reloads the page the frame shows now, where the giver took it, with the data just saved. */
  refreshCount?: number;
  label: string;
  onFolderId: (folderId: number) => void;
}

export function PreviewFrame({ path, reloadCount, refreshCount = 0, label, onFolderId }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement | null>(null);
  const latestOnFolderId = useRef(onFolderId);
  const lastFailure = useRef<string | null>(null);

  useEffect(() => {
    latestOnFolderId.current = onFolderId;
  }, [onFolderId]);

  useEffect(() => {
    if (refreshCount === 0) return;
    try {
      frame.current?.contentWindow?.location.reload();
    } catch (error) {
      console.error('Edit hub: cannot refresh the preview', error);
    }
  }, [refreshCount]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const win = frame.current?.contentWindow;
      if (!win) return;
      let pathname: string;
      try {
        pathname = win.location.pathname;
      } catch (error) {
        console.error('Edit hub: cannot read the preview path', error);
        return;
      }
      const folderId = folderIdFromPath(pathname);
      if (folderId === null) {
        if (lastFailure.current !== pathname) {
          lastFailure.current = pathname;
          console.error(`Edit hub: no folder id in the preview path "${pathname}"`);
        }
        return;
      }
      lastFailure.current = null;
      latestOnFolderId.current(folderId);
    }, PREVIEW_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <iframe
      key={reloadCount}
      ref={frame}
      src={path}
      title={label}
      data-reload-count={reloadCount}
      data-refresh-count={refreshCount}
      className="size-full rounded-2xl border border-rose-100 bg-white shadow-inner"
    />
  );
}
