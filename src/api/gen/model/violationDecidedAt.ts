
/**
 * ms
 */
export type ViolationDecidedAt = number | null;
