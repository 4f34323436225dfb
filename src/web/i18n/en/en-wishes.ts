import type { Translation } from '../../../shared/translation';
import type { idWishes } from '../id-wishes';
import { formatNumber } from '../../../shared/format-number';

// English twin of id-wishes.ts: the recipient's Wishes page and the hub's Wishes.

export const enWishes: Translation<typeof idWishes> = {
  locale: 'en-GB',
  page: {
    heading: 'Wishes',
    intro: 'Wishes from your friends and family.',
    loading: 'Loading...',
    loadFailed: 'Failed to load the wishes.',
    empty: 'No wishes for you yet. Wishes from friends and family will show here.',
    from: (name: string) => `From ${name}`,
    photoAlt: (name: string) => `Photo from ${name}`,
    back: 'Back to Menu',
  },
  hub: {
    heading: 'Wishes',
    intro:
      'Share the wishes link with friends and family: they can send a wish and one photo for the recipient, with no PIN ' +
      'and without seeing the gift. New wishes stay hidden until you show them.',
    linkLabel: 'Wishes link',
    copy: 'Copy',
    copied: 'Link copied!',
    copyManual: 'Could not copy by itself: the link is selected, copy it by hand.',
    openHeading: 'Take wishes',
    openLabel: 'Wishes link open',
    openOn: 'Open: anyone holding this link can send a wish.',
    openOff: 'Closed: guests who open the link see that it is closed.',
    rotate: 'Make a New Link',
    rotating: 'Making...',
    rotateConfirm: 'Make a new wishes link? The old link stops working: guests holding it can no longer send wishes.',
    linkLoading: 'Loading...',
    linkLoadFailed: 'Failed to load the wishes link.',
    openFailed: 'Failed to save the wishes link setting.',
    rotateFailed: 'Failed to make a new wishes link.',
    listHeading: 'Wishes received',
    loading: 'Loading...',
    loadFailed: 'Failed to load the wishes.',
    empty: 'No wishes yet. Share the link above with friends and family.',
    count: (shown: number, all: number) => `${shown} of ${all} wishes shown to the recipient.`,
    showLabel: 'Show to the recipient',
    showName: (name: string) => `Show to the recipient: wish from ${name}`,
    shown: 'Shown',
    hidden: 'Hidden',
    approveFailed: 'Failed to change whether the wish is shown.',
    photoAlt: (name: string) => `Photo from ${name}`,
    delete: 'Delete',
    deleteLabel: (name: string) => `Delete the wish from ${name}`,
    usageLabel: 'Wish limits',
    usage: (wishes: number, wishesMax: number, photoBytes: number, photoBytesMax: number) =>
      `${formatNumber(wishes, 'en')} of ${formatNumber(wishesMax, 'en')} wishes · photos ` +
      `${formatNumber(photoBytes / 1048576, 'en', 1)} MB of ` +
      `${formatNumber(photoBytesMax / 1048576, 'en')} MB`,
    usageNote: "Wishes' photos use at most a quarter of the gift's storage quota, so your own uploads keep their room.",
    confirmDelete: 'Delete this wish? Its photo goes too.',
    deleteFailed: 'Failed to delete the wish.',
  },
};
