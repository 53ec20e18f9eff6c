import type { FeedbackType } from './feedbackType';
import type { FeedbackItemContact } from './feedbackItemContact';
import type { FeedbackItemStatus } from './feedbackItemStatus';

/**
 * 一条已提交的反馈
 */
export interface FeedbackItem {
  /**
   * 反馈 id
   * @minimum 1
   */
  id: number;
  /** 1 功能建议；2 问题反馈；3 投诉；4 其他 */
  type: FeedbackType;
  /**
   * 反馈内容
   * @maxLength 500
   */
  content: string;
  /**
   * 截图地址（已签名）
   * @maxItems 4
   */
  images: string[];
  /**
   * 联系方式；未填写时为 null
   * @maxLength 50
   */
  contact: FeedbackItemContact;
  /** 0 待处理；1 已处理 */
  status: FeedbackItemStatus;
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  createdAt: number;
}
