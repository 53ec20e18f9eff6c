import type { SeCenterStatesItem } from './seCenterStatesItem';
import type { SeCenterSchoolsItem } from './seCenterSchoolsItem';
import type { SeCenterTrendItem } from './seCenterTrendItem';
import type { SeCenterTodosItem } from './seCenterTodosItem';

/**
 * 校园代理计划的数字、趋势与待办
 */
export interface SeCenter {
  /** 每个状态一项 */
  states: SeCenterStatesItem[];
  /** 在岗人数多的在前，至多 20 所 */
  schools: SeCenterSchoolsItem[];
  /** 当前可报名的岗位数 */
  openPosts: number;
  /** 已报名与面试中的人数 */
  waitingApplications: number;
  /** 24 小时内到期、尚未接受的录用 */
  expiringOffers: number;
  /** 携带推荐码的已付款订单数 */
  referralOrderCount: number;
  /** 实付金额，单位：分 */
  referralOrderAmount: number;
  /** 任务包中待审核的提交数（任务包议题） */
  waitingSubmissions?: number;
  /** 每天的报名与入职人数（中国时间的自然日） */
  trend: SeCenterTrendItem[];
  /** 截止早的在前，至多 20 条 */
  todos: SeCenterTodosItem[];
}
