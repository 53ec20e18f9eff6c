import type { TpSampleSaveBodySampleId } from './tpSampleSaveBodySampleId';
import type { TpSampleSaveBodyNote } from './tpSampleSaveBodyNote';

/**
 * 新建时 sampleId 为空；修改时任务包与规格须与原配置相同
 */
export interface TpSampleSaveBody {
  /**
   * 为空时新建
   * @minimum 1
   * @maximum 9007199254740991
   */
  sampleId?: TpSampleSaveBodySampleId;
  /**
   * 未关闭且未截止的任务包
   * @minimum 1
   * @maximum 9007199254740991
   */
  packageId: number;
  /**
   * 本店商品的启用规格
   * @minimum 1
   * @maximum 9007199254740991
   */
  skuId: number;
  /**
   * 1 至 10
   * @minimum 1
   * @maximum 10
   */
  perAgent: number;
  /**
   * 1 至 100000，不少于每人件数与已发放件数
   * @minimum 1
   * @maximum 100000
   */
  total: number;
  /**
   * 至多 200 字
   * @maxLength 200
   */
  note?: TpSampleSaveBodyNote;
}
