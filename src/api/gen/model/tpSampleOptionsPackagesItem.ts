
/**
 * 可选任务包
 */
export type TpSampleOptionsPackagesItem = {
  /** 任务包 id */
  packageId: number;
  /** 任务包名称 */
  title: string;
  /** 未开始或进行中 */
  phaseText: string;
  /** ms 时间戳 */
  deadline: number;
  /** 已有发放中的样品（不能再配置） */
  hasSample: boolean;
};
