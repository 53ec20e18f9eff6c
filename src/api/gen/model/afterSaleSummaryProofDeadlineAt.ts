
/**
 * ms
 */
export type AfterSaleSummaryProofDeadlineAt = number | null;
