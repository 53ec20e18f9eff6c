
/**
 * 到期时间（毫秒时间戳），须晚于现在；null 为长期有效
 * @minimum 0
 * @maximum 4102444800000
 */
export type CardBatchAddBodyValidTo = number | null;
