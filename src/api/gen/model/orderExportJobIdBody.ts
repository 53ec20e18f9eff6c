
/**
 * 指定一个导出任务
 */
export interface OrderExportJobIdBody {
  /**
   * 导出任务 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  jobId: number;
}
