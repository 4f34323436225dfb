import { useOperatorMail } from '@/api/operator';
import { idOperator } from '@/i18n/id-operator';

// The console's word on mail (decision 060, docs/operations.md "Mail"): how many mails wait, were sent and failed,
// the last error of one not sent, and whether mail leaves through SMTP_URL or stays in the outbox.

const t = idOperator.mail;

export function MailStatus() {
  const mail = useOperatorMail();
  return (
    <section className="card" aria-labelledby="operator-mail-heading">
      <h2 id="operator-mail-heading" className="font-display text-xl font-bold text-rose-700">
        {t.heading}
      </h2>
      {mail.isPending ? null : mail.isError ? (
        <p role="alert" className="text-red-700">
          {t.loadFailed}
        </p>
      ) : (
        <>
          <p className="text-sm text-rose-900">
            {[t.waiting(mail.data.waiting), t.sent(mail.data.sent), t.failed(mail.data.failed)].join(' · ')}
          </p>
          <p className="text-sm text-rose-900/70">{mail.data.transport === 'smtp' ? t.viaSmtp : t.viaOutbox}</p>
          {mail.data.last_error && <p className="text-sm text-red-700">{t.lastError(mail.data.last_error)}</p>}
        </>
      )}
    </section>
  );
}
