import type { TpTaskKind } from './tpTaskKind';
import type { TpTaskLink } from './tpTaskLink';

/**
 * 任务包中的一个任务
 */
export interface TpTask {
  kind: TpTaskKind;
  /**
   * 题目或任务要求，至多 100 字
   * @maxLength 100
   */
  title: string;
  /**
   * 单选与多选题 2 至 10 个，其他类型为空
   * @maxItems 10
   */
  options: string[];
  /**
   * 推广任务必填，以 http:// 或 https:// 开头
   * @maxLength 500
   */
  link: TpTaskLink;
}
