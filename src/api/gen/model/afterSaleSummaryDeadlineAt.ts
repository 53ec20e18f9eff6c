
/**
 * 到期后平台代为处理；null 为无人等待
 */
export type AfterSaleSummaryDeadlineAt = number | null;
