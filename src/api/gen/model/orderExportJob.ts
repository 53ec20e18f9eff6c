import type { OrderExportJobStatus } from './orderExportJobStatus';
import type { OrderExportJobError } from './orderExportJobError';
import type { OrderExportJobFinishedAt } from './orderExportJobFinishedAt';

/**
 * 一个订单导出任务及其进度
 */
export interface OrderExportJob {
  /**
   * 导出任务 id
   * @minimum 1
   */
  jobId: number;
  /** 0 排队中；1 导出中；2 已完成；3 失败 */
  status: OrderExportJobStatus;
  /**
   * 要导出的订单数
   * @minimum 0
   */
  total: number;
  /**
   * 已写入文件的订单数
   * @minimum 0
   */
  done: number;
  /**
   * 下载时的文件名
   * @maxLength 100
   */
  fileName: string;
  /**
   * 失败时的原因；否则为 null
   * @maxLength 200
   */
  error: OrderExportJobError;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  createdAt: number;
  /**
   * 毫秒时间戳；未完成为 null
   * @minimum 0
   */
  finishedAt: OrderExportJobFinishedAt;
}
