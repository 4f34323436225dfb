import { Link } from '@/lib/router';
import { ROUTES } from '@shared/routes';
import { couponClaimUrl, hasWhatsappNumber } from '@shared/coupon-claim';
import type { Coupon } from '@shared/schemas/coupon';
import { claimCoupon, useCoupon } from '@/api/coupon';
import { storageUrl } from '@/api/storage-url';
import { id } from '@/i18n/id';
import { idMainGift } from '@/i18n/id-main-gift';
import { LoadFailed } from '@/components/page-fallback';
import { useLoadFailure } from '@/lib/toast';

// The coupon (docs/product.md §2 Coupon): 'Hadiah Kecil Untukmu', the coupon image, 'Kembali'; 'Klaim Hadiah'
// opens WhatsApp in a new tab to the giver's number with a message naming the coupon, its code and
// description. The giver sets all of it in the hub; the spec's values are the defaults. Until the giver
// sets a number (none ships: decision 017) the button is disabled and says why.

const t = idMainGift.coupon;

export default function CouponPage() {
  const coupon = useCoupon();

  useLoadFailure(coupon, 'GET /api/coupon');

  const data = coupon.data;
  const heading = data?.messages.title || t.heading;

  return (
    <main className="flex min-h-dvh items-center justify-center p-4 sm:p-6">
      <title>{`${heading} · ${id.appName}`}</title>
      <section className="card w-full max-w-md text-center" aria-busy={coupon.isPending}>
        <h1 className="font-display text-3xl font-bold break-words text-rose-700">{heading}</h1>
        {coupon.isPending ? (
          <p role="status" className="mt-6 text-rose-900/70">
            {t.loading}
          </p>
        ) : data ? (
          <CouponBody coupon={data} />
        ) : (
          <LoadFailed words={t.loadFailed} className="mt-6 text-rose-900/80" />
        )}
        <Link to={ROUTES.mainGift} className="btn-secondary mt-4">
          {t.back}
        </Link>
      </section>
    </main>
  );
}

function CouponBody({ coupon }: { coupon: Coupon }) {
  return (
    <>
      <div className="mt-6">
        {coupon.couponImage ? (
          <img
            src={storageUrl(coupon.couponImage)}
            alt={t.imageAlt(coupon.couponName)}
            className="mx-auto max-h-[45dvh] w-full rounded-2xl object-contain shadow-md"
          />
        ) : (
          <CouponArt coupon={coupon} />
        )}
      </div>
      <h2 className="mt-5 text-xl font-bold break-words text-rose-800">{coupon.couponName}</h2>
      <p className="mt-2 whitespace-pre-line break-words text-rose-900/80">{coupon.couponDescription}</p>
      <p className="mt-3 text-sm text-rose-900/70">
        {t.code}:{' '}
        <strong
          className="rounded-lg bg-rose-100 px-2 py-0.5 font-mono text-base tracking-widest text-rose-700 [overflow-wrap:anywhere]"
          data-testid="coupon-code"
        >
          {coupon.couponCode}
        </strong>
      </p>
      {hasWhatsappNumber(coupon) ? (
        <>
          <a
            href={couponClaimUrl(coupon, t.code)}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary mt-6 w-full gap-2 text-lg"
            aria-describedby="coupon-claim-hint"
            onClick={() => void claimCoupon()}
          >
            <ClaimIcon />
            {coupon.buttonText}
          </a>
          <p id="coupon-claim-hint" className="mt-1 text-xs text-rose-900/60">
            {t.claimHint}
          </p>
        </>
      ) : (
        <>
          <button
            type="button"
            disabled
            className="btn-primary mt-6 w-full gap-2 text-lg disabled:cursor-not-allowed disabled:opacity-60"
            aria-describedby="coupon-claim-hint"
          >
            <ClaimIcon />
            {coupon.buttonText}
          </button>
          <p id="coupon-claim-hint" className="mt-2 text-sm font-medium text-rose-800">
            {t.claimUnavailable}
          </p>
        </>
      )}
    </>
  );
}

function ClaimIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10.5 3 8 4.2 9.5 7 12 7zM12 7s1.5-4 4-2.8S14.5 7 12 7z" />
    </svg>
  );
}

/** The coupon image until the giver uploads one: a ticket drawn in CSS with the name and code. */
function CouponArt({ coupon }: { coupon: Coupon }) {
  return (
    <div
      role="img"
      aria-label={t.imageAlt(coupon.couponName)}
      className={
        'relative mx-auto flex w-full max-w-sm items-stretch overflow-hidden rounded-2xl ' +
        'bg-gradient-to-br from-rose-400 via-pink-400 to-rose-500 text-white shadow-lg shadow-rose-300/60'
      }
    >
      <div className="flex flex-1 flex-col items-center justify-center gap-1 px-4 py-6">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10" fill="currentColor">
          <path
            d={
              'M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2.1 0 3.6 1.2 4.5 2.6h2C13.9 ' +
              '6.2 15.4 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z'
            }
          />
        </svg>
        <span className="font-display text-lg leading-tight font-bold break-words">{coupon.couponName}</span>
      </div>
      {/* The stub is as wide as its code (up to half the ticket): a code breaks only where it cannot fit at all. */}
      <div
        className={
          'relative flex max-w-[50%] min-w-24 shrink-0 flex-col items-center justify-center ' +
          'border-l-2 border-dashed border-white/70 px-3'
        }
        data-testid="coupon-stub"
      >
        <span className="text-xs tracking-wider uppercase opacity-90">{t.code}</span>
        <span className="font-mono text-sm font-bold [overflow-wrap:anywhere]" data-testid="coupon-stub-code">
          {coupon.couponCode}
        </span>
      </div>
      <span aria-hidden="true" className="absolute top-1/2 -left-3 size-6 -translate-y-1/2 rounded-full bg-white" />
      <span aria-hidden="true" className="absolute top-1/2 -right-3 size-6 -translate-y-1/2 rounded-full bg-white" />
    </div>
  );
}
