import { useEffect, useRef } from 'react';
import { idWishGuest as t } from '@/i18n/id-wish-guest';
import { WishGuestShell } from './wish-guest-shell';

/** A sent wish: the thanks, which takes the focus, and a way to write another. */
export function WishThanks({ recipient, onAnother }: { recipient: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <WishGuestShell title={t.thanksHeading}>
      <h1 ref={heading} tabIndex={-1} className="font-display text-center text-3xl font-bold text-rose-700 outline-none">
        {t.thanksHeading}
      </h1>
      <p role="status" className="mt-3 text-center text-rose-900/80">
        {t.thanksBody(recipient)}
      </p>
      <div className="mt-6 text-center">
        <button type="button" className="btn-secondary" onClick={onAnother}>
          {t.another}
        </button>
      </div>
    </WishGuestShell>
  );
}
