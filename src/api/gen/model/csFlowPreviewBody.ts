import type { CsFlowConfig } from './csFlowConfig';
import type { CsFlowPreviewBodyAt } from './csFlowPreviewBodyAt';

/**
 * 按尚未保存的设置模拟一位买家发来消息
 */
export interface CsFlowPreviewBody {
  config: CsFlowConfig;
  /**
   * 模拟的买家消息
   * @minLength 1
   * @maxLength 500
   */
  text: string;
  /**
   * 按此时间判断是否在工作时间内，毫秒时间戳；不填为现在
   * @minimum 0
   * @maximum 9999999999999
   */
  at?: CsFlowPreviewBodyAt;
}
