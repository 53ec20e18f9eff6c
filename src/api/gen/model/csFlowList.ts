import type { CsFlow } from './csFlow';
import type { CsFlowConfig } from './csFlowConfig';

/**
 * 店铺的接待流程（使用中的在前）与新建流程的默认设置
 */
export interface CsFlowList {
  /** 接待流程 */
  list: CsFlow[];
  defaultConfig: CsFlowConfig;
}
