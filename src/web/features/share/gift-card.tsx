import { createPortal } from 'react-dom';
import type { Theme } from '@shared/themes';
import { idShare } from '@/i18n/id-share';
import { cardStyle } from './card-colours';
import { QrCode } from './qr-code';

// 'Cetak Kartu': an A6 card with the recipient's name, the link's QR code and the giver's line.
// The same face shows as a preview in the panel and, for printing, as the only thing on the page: a
// portal on <body> that the print rules below keep while hiding the rest. The rules live with the card,
// so @page { size: A6 } applies only while the card is mounted, never to another page's printing. The
// size is given in millimetres first: Chromium 156 does not know the A6 keyword and drops it (to Letter).

const t = idShare.card;

export interface GiftCardProps {
  recipientName: string;
  url: string;
  line: string;
  /** The gift's theme: the card is drawn in its colours (card-colours.ts). */
  theme: Theme;
}

function CardFace({ recipientName, url, line, theme, print }: GiftCardProps & { print: boolean }) {
  // The printed face is sized in millimetres and points by PRINT_CSS (.kado-card-*), the preview by Tailwind.
  return (
    <div
      style={cardStyle(theme)}
      data-theme-colours={theme}
      className={
        print
          ? 'kado-card-face bg-white'
          : 'flex aspect-[105/148] w-full max-w-64 flex-col items-center justify-center ' +
            'gap-3 rounded-xl border border-rose-200 bg-white p-5 text-center shadow-md'
      }
    >
      <p className={`font-display text-rose-400 italic ${print ? 'kado-card-for' : 'text-sm'}`}>{t.for}</p>
      <p className={`font-display font-bold break-words text-rose-700 ${print ? 'kado-card-name' : 'text-xl'}`}>{recipientName}</p>
      <QrCode text={url} label={idShare.qrLabel(url)} className={print ? 'kado-card-qr' : 'w-3/4'} />
      <p className={`text-rose-900/70 ${print ? 'kado-card-scan' : 'text-[10px]'}`}>{t.scan}</p>
      {line && <p className={`font-display text-rose-900 italic break-words ${print ? 'kado-card-line' : 'text-xs'}`}>{line}</p>}
    </div>
  );
}

export function CardPreview(props: GiftCardProps) {
  return (
    <figure aria-label={t.previewLabel} data-testid="share-card-preview">
      <CardFace {...props} print={false} />
    </figure>
  );
}

const PRINT_CSS = `
@media screen { .kado-print-card { display: none !important; } }
@media print {
  @page { size: 105mm 148mm; size: A6; margin: 0; }
  html, body { background: #fff !important; min-height: 0 !important; height: auto !important; }
  body > :not(.kado-print-card) { display: none !important; }
  .kado-print-card { display: block !important; break-inside: avoid; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
.kado-card-face { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 5mm;
  box-sizing: border-box; width: 105mm; height: 146mm; overflow: hidden; padding: 8mm 10mm; text-align: center; }
.kado-card-for { font-size: 13pt; }
.kado-card-name { font-size: 24pt; line-height: 1.2; }
.kado-card-qr { width: 62mm; height: 62mm; }
.kado-card-scan { font-size: 9pt; }
.kado-card-line { font-size: 12pt; }`;

/** The card as printed: mounted on <body> while the Bagikan section is open, shown only by print media. */
export function PrintableCard(props: GiftCardProps) {
  return createPortal(
    <div className="kado-print-card" data-testid="share-print-card">
      <style>{PRINT_CSS}</style>
      <CardFace {...props} print />
    </div>,
    document.body,
  );
}
