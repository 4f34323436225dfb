import { useEffect } from 'react';
import { toast } from 'react-hot-toast';
import { useOpening } from '@/api/opening';
import { id } from '@/i18n/id';

// The recipient's first screen (SPEC.md §1). This issue shows the fetched title and name; the typing
// animation, the heart and the slide control come with the opening issue.

export default function OpeningPage() {
  const opening = useOpening();

  useEffect(() => {
    if (!opening.isError) return;
    console.error('GET /api/opening failed', opening.error);
    // A fixed id: one toast per failure even if the effect runs twice.
    toast.error(id.opening.loadFailed, { id: 'opening-load-failed' });
  }, [opening.isError, opening.error]);

  const title = opening.data?.title ?? id.opening.defaultTitle;
  const recipient = opening.data?.recipient_name ?? id.opening.defaultRecipient;

  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden px-6 text-center">
      {!opening.isPending && (
        <>
          <h1 className="font-display text-2xl font-semibold tracking-wide text-rose-600 sm:text-3xl lg:text-4xl">
            {title}
          </h1>
          <p className="mt-3 text-[32px] font-bold break-words text-rose-800 md:text-[38px] lg:text-[64px]">{recipient}</p>
        </>
      )}
    </main>
  );
}
