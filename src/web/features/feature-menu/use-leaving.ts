import { useEffect, useState } from 'react';

/** How long the icons and 'Tutup' take to fly back (feature-menu.css's leaving animations). */
export const LEAVE_MS = 200;

/** True for LEAVE_MS after `open` turns false, so what was open can animate out before it unmounts. */
export function useLeaving(open: boolean): boolean {
  const [wasOpen, setWasOpen] = useState(open);
  const [leaving, setLeaving] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    setLeaving(!open);
  }
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => setLeaving(false), LEAVE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);
  return leaving;
}
