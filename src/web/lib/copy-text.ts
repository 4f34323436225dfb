// Copying a link (the share link; the wishes link): the Clipboard API where the page
// may use it (HTTPS, localhost), else the old selection copy; when both refuse, the link is left selected for the
// giver to copy by hand.

export type CopyOutcome = 'copied' | 'manual';

export interface CopyMeans {
  /** navigator.clipboard.writeText, when the browser offers it here. */
  writeText?: (text: string) => Promise<void>;
  /** Selects the link's text and asks the browser to copy the selection; true when it did. */
  copySelection: () => boolean;
}

export async function copyText(text: string, { writeText, copySelection }: CopyMeans): Promise<CopyOutcome> {
  if (writeText) {
    try {
      await writeText(text);
      return 'copied';
    } catch {
      // Refused (no permission, not focused, insecure origin): try the selection below.
    }
  }
  try {
    return copySelection() ? 'copied' : 'manual';
  } catch {
    return 'manual';
  }
}
