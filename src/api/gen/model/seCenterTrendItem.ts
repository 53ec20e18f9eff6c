
/**
 * 日期与人数
 */
export type SeCenterTrendItem = {
  /** YYYY-MM-DD */
  date: string;
  /** 当天报名人数 */
  applied: number;
  /** 当天入职人数 */
  activated: number;
};
