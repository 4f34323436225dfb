import { useOnThisDay } from '@/api/heart-moments-on-this-day';
import { storageUrl } from '@/api/storage-url';
import { idMilestones } from '@/i18n/id-milestones';

// 'Hari ini, setahun lalu' on the counter page (docs/product.md §29): a shared moment, or else a gallery photo, of this
// day one year or more ago in the gift's calendar, as the server finds it (never a private moment). Nothing when there
// is none, before the PIN, offline without a stored copy, or on an error: the counter stays as it was.

const t = idMilestones.onThisDay;

/** 'YYYY-MM-DD' → '7 Desember 2025' in the page's language. */
const dayName = (date: string) =>
  new Intl.DateTimeFormat(t.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

export default function OnThisDay() {
  const { data } = useOnThisDay();
  if (!data) return null;
  const { moment, photo } = data;
  const image = moment?.photo
    ? { src: storageUrl(moment.photo.thumb_url), alt: t.momentPhotoAlt }
    : photo && { src: storageUrl(photo.thumb_url), alt: photo.title || t.untitledPhoto };
  const whose = moment ? (moment.mine ? t.mine : moment.author === 'giver' ? t.byGiver : t.byRecipient) : t.galleryPhoto;
  return (
    <section
      data-testid="on-this-day"
      aria-labelledby="on-this-day-heading"
      className="relative mt-8 w-full max-w-sm rounded-3xl border border-rose-200 bg-white/80 px-6 py-5 text-left shadow-md"
    >
      <h2 id="on-this-day-heading" className="text-sm font-semibold tracking-widest text-rose-600 uppercase">
        {t.heading(data.years)}
      </h2>
      <p className="mt-1 text-sm text-rose-900/70">
        <time dateTime={data.date}>{dayName(data.date)}</time> · {whose}
      </p>
      {moment && <p className="mt-2 break-words whitespace-pre-wrap text-rose-950">{moment.words}</p>}
      {photo && photo.title && <p className="mt-2 font-semibold break-words text-rose-950">{photo.title}</p>}
      {image && <img src={image.src} alt={image.alt} loading="lazy" className="mt-3 max-h-56 w-full rounded-2xl object-cover" />}
    </section>
  );
}
