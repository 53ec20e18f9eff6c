
/**
 * 一所学校
 */
export type SeCenterSchoolsItem = {
  /** 学校名称 */
  schoolName: string;
  /** 在岗人数 */
  active: number;
  /** 全部报名人数 */
  total: number;
};
