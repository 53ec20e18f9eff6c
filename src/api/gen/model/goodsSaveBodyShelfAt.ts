
/**
 * 定时上架的时间（毫秒时间戳），须晚于现在
 * @minimum 0
 * @maximum 4102444800000
 */
export type GoodsSaveBodyShelfAt = number | null;
