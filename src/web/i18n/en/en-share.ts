import type { Translation } from '../../../shared/translation';
import type { idShare } from '../id-share';

// English twin of id-share.ts: the share link, its QR code, the secret-link switch and the card.

export const enShare: Translation<typeof idShare> = {
  heading: 'Share',
  intro: 'Give this link to the person receiving the gift. Anyone who has the link can open your gift.',
  loading: 'Loading...',
  loadFailed: 'Failed to load the gift link.',
  linkLabel: 'Gift link',
  copy: 'Copy Link',
  copied: 'Copied!',
  copyManual: "Couldn't copy automatically. The link is selected: long-press it and choose Copy.",
  qrLabel: (url: string) => `QR code for ${url}`,
  privateHeading: 'Secret link',
  privateLabel: 'Only people with the link can open the gift',
  privateOn: 'This gift is secret: without the link, others only see a closed page and cannot try the PIN.',
  privateOff: 'This gift is open: anyone who knows its address can see the opening page and try the PIN.',
  privateSaved: (isPrivate: boolean) => (isPrivate ? 'Secret link turned on.' : 'Secret link turned off.'),
  privateFailed: 'Failed to change the link setting.',
  rotate: 'Create a New Link',
  rotating: 'Creating...',
  rotateConfirm: (isPrivate: boolean) =>
    isPrivate
      ? 'Create a new link? The old link and any printed QR code will no longer open the ' +
        'gift, and the recipient will need to open the new link and enter the PIN again.'
      : 'Create a new link? The secret link is off, so the old link and any printed QR code still ' +
        'open the opening page. A recipient who is already in will need to enter the PIN again.',
  rotated: (isPrivate: boolean) =>
    isPrivate
      ? 'A new link has been created. The old link no longer works.'
      : 'A new link has been created. A recipient who was already in will need to enter the PIN again.',
  rotateFailed: 'Failed to create a new link.',
  card: {
    heading: 'Gift Card',
    intro: "Print an A6 card with the recipient's name, the QR code and your message, then tuck it into your gift.",
    lineLabel: 'Message on the card',
    linePlaceholder: 'PIN hint: the day we got together (DDMMYY)',
    lineHint: "Saved in this browser only. Don't write the PIN itself.",
    for: 'For you,',
    scan: 'Scan to open your gift',
    print: 'Print Card',
    previewLabel: 'Card preview',
  },
  loopback: {
    heading: 'This link only opens on this computer',
    why: (host: string) => `Its address (${host}) points at this computer itself: your partner's phone cannot open it.`,
    sameWifi:
      "To try it on the same Wi-Fi: start Kado with HOST=0.0.0.0, then open the hub through this computer's network address " +
      '(for example http://192.168.1.20:3000, printed when Kado starts).',
    online: "To share it over the internet: set PUBLIC_URL to Kado's public address (see docs/operations.md).",
    card: 'The QR code on this card holds the same link: a phone cannot open it until the address is fixed.',
  },
};
