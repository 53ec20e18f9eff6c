
/**
 * 奖金的营销资金扣费记录号
 */
export type ScAwardRecordNo = string | null;
