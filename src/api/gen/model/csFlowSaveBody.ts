import type { CsFlowSaveBodyCsFlowId } from './csFlowSaveBodyCsFlowId';
import type { CsFlowConfig } from './csFlowConfig';

/**
 * 新建（不带 csFlowId）或修改一个接待流程；店铺的第一个流程自动启用
 */
export interface CsFlowSaveBody {
  /**
   * 流程 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csFlowId?: CsFlowSaveBodyCsFlowId;
  /**
   * 1 至 30 个字
   * @minLength 1
   * @maxLength 30
   */
  name: string;
  config: CsFlowConfig;
}
