import { idShare } from '@/i18n/id-share';
import { hostOf, linkStaysHere } from '@/lib/loopback-host';

// 'Bagikan' and its card (docs/product.md §10): a link whose host is this computer (localhost, 127.0.0.1, ::1,
// *.localhost) cannot be opened on the partner's phone. Said beside the link with how to fix it, and again by the
// card, whose QR code holds the same link. Nothing is shown for a link that can leave this computer.

const t = idShare.loopback;

export function LoopbackWarning({ url }: { url: string }) {
  if (!linkStaysHere(url)) return null;
  return (
    <div role="note" data-testid="share-loopback" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">{t.heading}</p>
      <p className="mt-1">{t.why(hostOf(url))}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t.sameWifi}</li>
        <li>{t.online}</li>
      </ul>
    </div>
  );
}

/** The card's line: its QR code holds the same link. */
export function LoopbackCardWarning({ url }: { url: string }) {
  if (!linkStaysHere(url)) return null;
  return (
    <p role="note" data-testid="share-card-loopback" className="rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900">
      {t.card}
    </p>
  );
}
