import type { FeedbackType } from './feedbackType';
import type { FeedbackBodyContact } from './feedbackBodyContact';

/**
 * 意见反馈的提交内容
 */
export interface FeedbackBody {
  /** 1 功能建议；2 问题反馈；3 投诉；4 其他 */
  type: FeedbackType;
  /**
   * 问题或建议的描述，5 至 500 个字符
   * @minLength 5
   * @maxLength 500
   */
  content: string;
  /**
   * 上传接口（scene=feedback）返回的截图地址，最多 4 张
   * @maxItems 4
   */
  images?: string[];
  /**
   * 手机号、邮箱或微信号，便于回访；可不填
   * @maxLength 50
   */
  contact?: FeedbackBodyContact;
}
