import type { OverviewTodoType } from './overviewTodoType';
import type { OverviewTodoDeadline } from './overviewTodoDeadline';

/**
 * 一条需要处理的事项
 */
export interface OverviewTodo {
  /** ship 待发货（按最晚发货时间）；afterSale 售后待处理或纠纷待举证（按处理时限）；violation 违规可申诉（按申诉截止）；review 差评待回复；lowStock 库存不足 */
  type: OverviewTodoType;
  /**
   * 事项标题
   * @maxLength 50
   */
  title: string;
  /**
   * 事项说明
   * @maxLength 200
   */
  description: string;
  /**
   * 须处理的截止时间，毫秒时间戳；无截止时间为 null
   * @minimum 0
   */
  deadline: OverviewTodoDeadline;
  /**
   * 处理该事项的页面路径（含查询参数）
   * @maxLength 200
   */
  link: string;
}
