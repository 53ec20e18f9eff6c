
/**
 * 一个阶段的任务包数
 */
export type TpOverviewPhasesItem = {
  /** 1 至 4 */
  phase: number;
  /** 中文 */
  text: string;
  /** 任务包数 */
  count: number;
};
