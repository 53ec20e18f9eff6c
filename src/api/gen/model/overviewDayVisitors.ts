
/**
 * 当天店铺访客数；平台暂未提供访客统计时为 null（不估算）
 * @minimum 0
 */
export type OverviewDayVisitors = number | null;
