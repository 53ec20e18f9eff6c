import type { TpSample } from './tpSample';

/**
 * 本公司的样品配置
 */
export interface TpSampleList {
  /** 发放中的在前，新的在前 */
  list: TpSample[];
}
