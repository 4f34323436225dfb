import { ROUTES } from '@shared/routes';
import type { HubSectionId } from '@/components/hub-panel';

// The hub's sections in menu order (docs/product.md §2, Edit hub) and the page each one previews.

export const HUB_SECTIONS: readonly { id: HubSectionId; previewPath: string }[] = [
  { id: 'opening', previewPath: ROUTES.opening },
  { id: 'dateInput', previewPath: ROUTES.dateInput },
  { id: 'daysOfLove', previewPath: ROUTES.daysOfLove },
  { id: 'features', previewPath: ROUTES.features },
  // Tampilan: the theme and language of every page; the preview shows the opening in them.
  { id: 'look', previewPath: ROUTES.opening },
  { id: 'loveMoments', previewPath: ROUTES.loveMoment },
  { id: 'gallery', previewPath: ROUTES.gallery },
  { id: 'quiz', previewPath: ROUTES.quizList },
  { id: 'mainGift', previewPath: ROUTES.mainGift },
  // The music player floats over every page; the menu is where the recipient meets it.
  { id: 'music', previewPath: ROUTES.features },
  // Ready to give: the checklist links to each section; the preview stays on the opening.
  { id: 'ready', previewPath: ROUTES.opening },
  // Bagikan: the link, its QR and card lead the recipient to the opening page.
  { id: 'share', previewPath: ROUTES.opening },
  // Jejak: the recipient's footsteps; the preview shows where they begin.
  { id: 'footsteps', previewPath: ROUTES.opening },
  // Balasan: the recipient's replies and hearts; the preview shows the reply page.
  { id: 'replies', previewPath: ROUTES.reply },
  // Ucapan: the wishes link and the friends' wishes; the preview shows the recipient's page.
  { id: 'wishes', previewPath: ROUTES.wishes },
  // Momen Hati: the giver's moments; the preview shows the recipient's page.
  { id: 'heartMoments', previewPath: ROUTES.heartMoments },
  // Arsip: the whole gift as one file, and back; the preview shows the opening an import replaces.
  { id: 'archive', previewPath: ROUTES.opening },
];

export const DEFAULT_SECTION: HubSectionId = 'opening';

/** The section named in the URL (?section=…), or the first one when the name is missing or unknown. */
export function sectionFromParam(value: string | null): HubSectionId {
  return HUB_SECTIONS.find((section) => section.id === value)?.id ?? DEFAULT_SECTION;
}

export function previewPathOf(section: HubSectionId): string {
  return HUB_SECTIONS.find((item) => item.id === section)?.previewPath ?? ROUTES.opening;
}

/**
 * docs/product.md §4: the preview path's last segment, read as a number, is the current folder id
 * ('/folder/12' → 12). Null when it is not a positive whole number ('/gallery', '/').
 */
export function folderIdFromPath(pathname: string): number | null {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  if (last === undefined || !/^\d+$/.test(last)) return null;
  const value = Number(last);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
