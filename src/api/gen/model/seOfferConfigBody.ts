
/**
 * 模板与接受期限
 */
export interface SeOfferConfigBody {
  /**
   * 10 至 2000 字，可用占位符 {姓名}、{学校}、{岗位}、{截止日期}
   * @minLength 10
   * @maxLength 2000
   */
  template: string;
  /**
   * 发出后几天内接受，1 至 14
   * @minimum 1
   * @maximum 14
   */
  acceptDays: number;
}
