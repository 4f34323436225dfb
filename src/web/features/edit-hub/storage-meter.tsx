import { useEffect } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { useUsage } from '@/api/usage';
import { idHub } from '@/i18n/id-hub';

// The gift's storage use against its quota (decision 037, docs/product.md §11), under the hub's heading on
// every layout. Read again after every save the hub makes and whenever the preview is reloaded.

const t = idHub;

export function StorageMeter({ reloadCount }: { reloadCount: number }) {
  const usage = useUsage();
  const saving = useIsMutating();
  const { refetch } = usage;
  useEffect(() => {
    if (saving === 0) void refetch();
  }, [saving, reloadCount, refetch]);
  if (!usage.data) return null;
  const { used_bytes: used, quota_bytes: quota } = usage.data;
  const share = quota > 0 ? Math.min(1, used / quota) : 1;
  const text = t.storageUsage(used, quota);
  const tone = share >= 0.9 ? 'bg-red-500' : share >= 0.75 ? 'bg-amber-500' : 'bg-rose-500';
  return (
    <div className="mt-1 flex max-w-md items-center gap-2" data-testid="storage-meter">
      <div
        role="meter"
        aria-label={t.storageLabel}
        aria-valuemin={0}
        aria-valuemax={quota}
        aria-valuenow={Math.min(used, quota)}
        aria-valuetext={text}
        className="h-1.5 w-20 shrink-0 overflow-hidden rounded-full bg-rose-100 md:w-28"
      >
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${Math.max(share * 100, used > 0 ? 2 : 0)}%` }} />
      </div>
      <p className="truncate text-xs text-rose-900/70">{text}</p>
    </div>
  );
}
