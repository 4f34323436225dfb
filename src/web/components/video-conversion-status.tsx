import { useState } from 'react';
import { useVideoConversion } from '@/api/video-gift';
import { idMainGift } from '@/i18n/id-main-gift';

// The giver's view of the server converting a video a browser may not play (decision 042): the percent while it
// runs, the reason when it failed, and a word when the new video is ready. The recipient's reply has no
// conversion, so for them this renders nothing.

const t = idMainGift.conversion;

export function VideoConversionStatus() {
  const conversion = useVideoConversion();
  const state = conversion.data?.state;
  // 'ready' once a conversion seen running is over with no failure (state adjusted while rendering, not in an effect).
  const [phase, setPhase] = useState<'idle' | 'converting' | 'ready'>('idle');
  if (state === 'converting' && phase !== 'converting') setPhase('converting');
  else if (conversion.isSuccess && state !== 'converting' && phase === 'converting') setPhase(state === undefined ? 'ready' : 'idle');
  const ready = phase === 'ready';

  const box = 'w-full rounded-2xl border px-4 py-3';
  if (conversion.data?.state === 'converting') {
    const { percent } = conversion.data;
    return (
      <div className={`${box} border-rose-200 bg-rose-50 text-rose-900`} data-testid="video-conversion" data-state="converting">
        <p role="status">{t.converting(percent)}</p>
        <div
          role="progressbar"
          aria-label={t.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-rose-200"
        >
          <div className="h-full rounded-full bg-rose-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-rose-900/75">{t.convertingNote}</p>
      </div>
    );
  }
  if (conversion.data?.state === 'failed') {
    return (
      <div role="alert" className={`${box} border-amber-300 bg-amber-50 text-amber-900`} data-testid="video-conversion" data-state="failed">
        <p className="font-semibold">{t.failedHeading}</p>
        {conversion.data.message && <p className="mt-1">{conversion.data.message}</p>}
      </div>
    );
  }
  if (ready) {
    return (
      <p
        role="status"
        className={`${box} border-emerald-300 bg-emerald-50 text-emerald-900`}
        data-testid="video-conversion"
        data-state="ready"
      >
        {t.ready}
      </p>
    );
  }
  return null;
}
