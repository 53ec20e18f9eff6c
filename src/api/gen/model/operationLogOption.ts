import type { OperationLogOptionArea } from './operationLogOptionArea';

/**
 * 筛选项：值与中文名称
 */
export interface OperationLogOption {
  /**
   * 筛选值
   * @maxLength 100
   */
  value: string;
  /**
   * 中文名称
   * @maxLength 100
   */
  label: string;
  /**
   * 动作所属业务域（只对动作）
   * @maxLength 40
   */
  area?: OperationLogOptionArea;
}
