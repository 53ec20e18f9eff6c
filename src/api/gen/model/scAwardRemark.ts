
/**
 * 颁奖说明
 */
export type ScAwardRemark = string | null;
