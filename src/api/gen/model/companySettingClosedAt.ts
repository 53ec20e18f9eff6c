
/**
 * 店铺关闭的时间（毫秒时间戳），营业中为 null
 * @minimum 0
 */
export type CompanySettingClosedAt = number | null;
