import { memo } from 'react';
import type { LoveMoment } from '@shared/schemas/love-moment';
import { HeartToggle } from '@/components/heart-toggle';
import { formatMomentDate } from './story-logic';
import { SealedCapsuleCard } from './sealed-capsule-card';
import { MomentBack, MomentFront } from './love-moment-faces';
import { RemoveMomentButton } from './remove-moment-button';
import { useFlipFocus } from './use-flip-focus';

// One flip card of /love-moment (docs/product.md §2): the front is the cover, title, date and 'Tap photo to
// read'; the back is the letter, as plain text with its line breaks, and the date. Each face has its own
// toggle button (aria-pressed) and the hidden face is inert, so keyboard and screen-reader users flip too.
// A sealed time capsule (decision 028) has no back: its letter is not even in the reply (sealed-capsule-card.tsx).
// A voice note plays on the back. Every card carries the recipient's heart in its
// corner, outside the turning faces. The faces are love-moment-faces.tsx; the giver's delete remove-moment-button.tsx.

interface LoveMomentCardProps {
  moment: LoveMoment;
  flipped: boolean;
  onToggle: (momentId: number) => void;
  canDelete: boolean;
}

/** Rendered again only when its own props change: a flip turns one or two cards, not the whole story. */
export const LoveMomentCard = memo(function LoveMomentCard({ moment, flipped, onToggle, canDelete }: LoveMomentCardProps) {
  const { frontRef, backRef, follow } = useFlipFocus(flipped);
  const date = formatMomentDate(moment.date);

  const toggle = () => {
    follow();
    onToggle(moment.id);
  };

  if (moment.sealed && moment.opens_at) return <SealedCapsuleCard moment={moment} opensAt={moment.opens_at} date={date} />;

  const face = { moment, date, flipped, onToggle: toggle };
  return (
    <li className="relative" data-testid="love-moment-card">
      <div className="aspect-[4/5] perspective-[1400px]">
        <div
          className={
            'relative h-full w-full transition-transform duration-700 ' +
            `ease-[cubic-bezier(.3,.7,.3,1)] transform-3d motion-reduce:transition-none ${flipped ? 'rotate-y-180' : ''}`
          }
        >
          <MomentFront {...face} buttonRef={frontRef} />
          <MomentBack {...face} buttonRef={backRef} canDelete={canDelete} />
        </div>
      </div>

      <HeartToggle target="love-moment" id={moment.id} title={moment.title} className="absolute top-3 left-3 z-10" />
      {canDelete && <RemoveMomentButton moment={moment} />}
    </li>
  );
});
