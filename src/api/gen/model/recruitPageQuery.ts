import type { RecruitStatus } from './recruitStatus';
import type { RecruitTaskType } from './recruitTaskType';

/**
 * 招募列表的筛选与分页条件
 */
export interface RecruitPageQuery {
  /**
   * 按招募标题搜索
   * @maxLength 50
   */
  keyword?: string;
  /** 0 草稿；1 待审核；2 招募中；3 已满员；4 已结束；5 审核驳回；6 已下架 */
  status?: RecruitStatus;
  /** 1 线上推广；2 问卷调研；3 内容创作；4 校园地推 */
  taskType?: RecruitTaskType;
  /**
   * 页码，从 1 开始
   * @minimum 1
   * @maximum 10000
   */
  pageNum: number;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}
