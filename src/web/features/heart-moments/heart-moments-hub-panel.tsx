import { NotifySwitch } from '@/components/notify-switch';
import { idHeartMoments } from '@/i18n/id-heart-moments';
import { HeartMomentsBoard } from './heart-moments-page';

// The giver's side of Momen Hati in the hub (decision 086): the same form and list, as the giver. The server keeps
// the recipient's private moments out of every reply the giver gets.

const t = idHeartMoments.hub;

export default function HeartMomentsHubPanel() {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="font-display text-2xl font-bold text-rose-700">{t.heading}</h2>
      <p className="mb-4 text-rose-900/80">{t.intro}</p>
      {/* Word to the giver when the recipient shares a moment (docs/product.md §26). */}
      <div className="mb-4">
        <NotifySwitch kind="moments" />
      </div>
      <HeartMomentsBoard />
    </section>
  );
}
