
/**
 * ms
 */
export type ViolationAppealedAt = number | null;
