
/**
 * ms
 */
export type ViolationLimitUntil = number | null;
