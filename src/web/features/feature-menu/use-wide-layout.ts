import { BREAKPOINT_MD } from '@shared/constants';
import { useMediaQuery } from '@/lib/use-media-query';

// docs/product.md §9: under 768 px is the phone layout (the menu becomes a vertical list).

export const useWideLayout = (): boolean => useMediaQuery(`(min-width: ${BREAKPOINT_MD}px)`, true);
