
/**
 * 活动节点
 */
export type MkActivityDetailTimelineItem = {
  /** 时间 */
  at: number;
  /** 事件 */
  text: string;
  /** 已发生 */
  done: boolean;
};
