import { createPortal } from 'react-dom';
import { idShare } from '@/i18n/id-share';
import { QrCode } from './qr-code';

// 'Cetak Kartu' (issue 14): an A6 card with the recipient's name, the link's QR code and the giver's line.
// The same face shows as a preview in the panel and, for printing, as the only thing on the page: a
// portal on <body> that the print rules below keep while hiding the rest. The rules live with the card,
// so @page { size: A6 } applies only while the card is mounted, never to another page's printing. The
// size is given in millimetres first: Chromium 156 does not know the A6 keyword and drops it (to Letter).

const t = idShare.card;

export interface GiftCardProps {
  recipientName: string;
  url: string;
  line: string;
}

function CardFace({ recipientName, url, line, print }: GiftCardProps & { print: boolean }) {
  return (
    <div
      className={
        print
          ? 'flex h-[146mm] w-[105mm] flex-col items-center justify-center gap-[5mm] overflow-hidden px-[10mm] py-[8mm] text-center'
          : 'flex aspect-[105/148] w-full max-w-64 flex-col items-center justify-center gap-3 rounded-xl border border-rose-200 bg-white p-5 text-center shadow-md'
      }
    >
      <p className={`font-display text-rose-400 italic ${print ? 'text-[13pt]' : 'text-sm'}`}>{t.for}</p>
      <p className={`font-display font-bold break-words text-rose-700 ${print ? 'text-[24pt] leading-tight' : 'text-xl'}`}>
        {recipientName}
      </p>
      <QrCode text={url} label={idShare.qrLabel(url)} className={print ? 'size-[62mm]' : 'w-3/4'} />
      <p className={`text-rose-900/70 ${print ? 'text-[9pt]' : 'text-[10px]'}`}>{t.scan}</p>
      {line && <p className={`font-display text-rose-900 italic break-words ${print ? 'text-[12pt]' : 'text-xs'}`}>{line}</p>}
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
}`;

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
