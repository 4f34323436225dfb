import type { WaitingSignup } from '@shared/schemas/operator';
import { idOperator } from '@/i18n/id-operator';
import { formatWhen } from './operator-format';

// Sign-ups still waiting for their confirmation (decision 061): none holds its address (decision 078); the first
// confirmed takes it. The operator only sees them; an unconfirmed sign-up is forgotten after its day.

const t = idOperator.waiting;

export function WaitingSignups({ waiting }: { waiting: WaitingSignup[] }) {
  return (
    <section className="card" aria-labelledby="waiting-signups-heading">
      <h2 id="waiting-signups-heading" className="font-display text-xl font-bold text-rose-700">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-rose-900/70">{t.intro}</p>
      <ul className="mt-3 space-y-1 text-sm">
        {waiting.map((signup) => (
          <li key={`${signup.slug}-${signup.created_at}`} className="flex flex-wrap gap-x-3 text-rose-950">
            <span className="font-semibold">{signup.slug}</span>
            <span className="break-all">{signup.email}</span>
            <span className="text-rose-900/70">{t.until(formatWhen(signup.expires_at) ?? '')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
