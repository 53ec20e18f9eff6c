import type { ViolationSummaryNextThresholdAnyOf } from './violationSummaryNextThresholdAnyOf';

/**
 * 尚未达到的最低一档
 */
export type ViolationSummaryNextThreshold = ViolationSummaryNextThresholdAnyOf | null;
