
/**
 * 卡券到期时间（毫秒时间戳），null 为长期有效
 * @minimum 0
 */
export type CardBatchValidTo = number | null;
