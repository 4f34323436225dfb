import type { ReactNode } from 'react';

// The contract between the edit hub (features/edit-hub) and the panels other features provide.
// Features never import each other: router.tsx hands the hub one render function per section.

/** The hub's sections, in the order of docs/product.md §2 (Edit hub). */
export type HubSectionId =
  | 'opening'
  | 'dateInput'
  | 'daysOfLove'
  | 'features'
  // The gift's theme and language together.
  | 'look'
  | 'loveMoments'
  | 'gallery'
  | 'quiz'
  | 'mainGift'
  | 'music'
  // Ready to give and the recipient's footsteps.
  | 'ready'
  | 'share'
  | 'footsteps'
  // The recipient's replies and hearts.
  | 'replies'
  // Wishes from friends.
  | 'wishes'
  // Momen Hati: the giver writes and reads moments.
  | 'heartMoments'
  | 'archive';

/** What the hub gives each panel. */
export interface HubPanelContext {
  /** The folder id the hub reads from the preview's path every second (docs/product.md §4), or null. */
  currentFolderId: number | null;
  /** Makes a folder current, e.g. the one just created (docs/product.md §8). */
  setCurrentFolderId: (folderId: number) => void;
  /** Re-creates the preview frame, as the hub's 'Reload' button does. */
  reloadPreview: () => void;
}

/** A section's form, rendered by the hub beside the preview (or in the phone's 'Edit Page' modal). */
export type HubPanelRender = (context: HubPanelContext) => ReactNode;

export type HubPanels = Partial<Record<HubSectionId, HubPanelRender>>;
