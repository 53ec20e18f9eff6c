import type { SeCenterTodosItemKind } from './seCenterTodosItemKind';
import type { SeCenterTodosItemDueAt } from './seCenterTodosItemDueAt';

/**
 * 一件待办
 */
export type SeCenterTodosItem = {
  /** application 待处理报名；offer 即将过期的录用 */
  kind: SeCenterTodosItemKind;
  /** 中文 */
  text: string;
  /** 待办对应的代理 */
  agentId: number;
  /** 毫秒时间戳；报名无截止时为 null */
  dueAt: SeCenterTodosItemDueAt;
};
