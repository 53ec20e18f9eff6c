
/**
 * 毫秒时间戳，营业中为 null
 * @minimum 0
 */
export type CompanyCloseCheckClosedAt = number | null;
