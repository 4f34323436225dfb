import { BREAKPOINT_MD } from '@shared/constants';
import { useMediaQuery } from '@/lib/use-media-query';

// docs/product.md §9: mobile is under 768 px. The hub renders one layout or the other (never both), so a
// section's form exists once on the page.

export const useIsPhone = (): boolean => useMediaQuery(`(max-width: ${BREAKPOINT_MD - 0.02}px)`);
