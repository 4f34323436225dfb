import { z } from 'zod';

// The gift's storage use against its quota (decision 037): `GET /api/usage`, the giver's only.

export const usageData = z.object({
  /** Bytes of every stored file of the gift, image variants included. */
  used_bytes: z.number().int().nonnegative(),
  /** The gift's quota in bytes: the operator's figure for it, or GIFT_QUOTA_MB. */
  quota_bytes: z.number().int().positive(),
});
export type Usage = z.infer<typeof usageData>;

export const usageReply = z.object({ success: z.literal(true), data: usageData });
