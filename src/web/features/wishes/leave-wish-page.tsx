import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { wishGuestQueryOptions } from '@/api/wish-guest';
import { id } from '@/i18n/id';
import { idWishGuest } from '@/i18n/id-wish-guest';
import { WishForm } from './wish-form';
import { WishGuestShell as Shell } from './wish-guest-shell';
import { LoadFailed } from '@/components/page-fallback';
import { useLoadFailure } from '@/lib/toast';

// The wishes link's guest page (decision 045), where /w/{key} leads: the recipient's name, and a form for a
// friend's name, message (with counters) and one optional photo (with a preview), sent with its upload's progress.
// A failure keeps everything typed and chosen; a sent wish shows the thank-you. Without the key, with a rotated
// one, or on a closed link the page says so plainly. It reads nothing else of the gift, and its code is its own
// small chunk: the guest's browser has no PIN, no session and no music. The form is wish-form.tsx.

const t = idWishGuest;

export default function LeaveWishPage() {
  const guest = useQuery(wishGuestQueryOptions());
  // 403: no key, a rotated one; the server's words say so, and it is the page's answer, not a fault to log.
  const refused = guest.error instanceof ApiError && guest.error.status === 403;
  useLoadFailure({ isError: guest.isError && !refused, error: guest.error }, 'GET /api/wishes/guest');
  if (guest.isPending) {
    return (
      <Shell title={id.pageNames.leaveWish}>
        <p role="status" className="text-center text-rose-900/70">
          {t.loading}
        </p>
      </Shell>
    );
  }
  if (guest.isError) {
    // Refused: the server's words. No reply at all: a retry.
    return (
      <Shell title={refused ? t.invalidHeading : id.pageNames.leaveWish} heading={refused ? t.invalidHeading : undefined}>
        <LoadFailed
          words={refused ? guest.error.message : t.loadFailed}
          className="text-center text-rose-900/80"
          retry={t.retry}
          onRetry={refused ? undefined : () => void guest.refetch()}
        />
      </Shell>
    );
  }
  const recipient = guest.data.recipient.trim() || t.someone;
  if (!guest.data.open) {
    return (
      <Shell title={t.closedHeading} heading={t.closedHeading}>
        <p className="text-center text-rose-900/80">{t.closedBody}</p>
      </Shell>
    );
  }
  return <WishForm recipient={recipient} />;
}
