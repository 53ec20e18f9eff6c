
/**
 * 当天下单买家数 / 访客数；访客数未知时为 null
 * @minimum 0
 */
export type OverviewDayConversionRate = number | null;
