import type { SeAgentDetailLogsItemFromState } from './seAgentDetailLogsItemFromState';
import type { SeAgentDetailLogsItemNote } from './seAgentDetailLogsItemNote';

/**
 * 一次状态变化
 */
export type SeAgentDetailLogsItem = {
  /** apply、accept、reject、offer、confirm、expire、end */
  action: string;
  /** 中文 */
  actionText: string;
  /** 报名时为 null */
  fromState: SeAgentDetailLogsItemFromState;
  /** 代理状态 */
  toState: number;
  /** 原因或说明 */
  note: SeAgentDetailLogsItemNote;
  /** 商家员工、学生或平台 */
  actor: string;
  /** 毫秒时间戳 */
  createdAt: number;
};
