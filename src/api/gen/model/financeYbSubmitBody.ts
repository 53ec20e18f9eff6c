import type { Phone } from './phone';
import type { ImageUrl } from './imageUrl';

/**
 * 提交或重新提交子账户开户资料（主体与结算卡取自企业认证与收款账户）
 */
export interface FinanceYbSubmitBody {
  /**
   * 开户联系人姓名
   * @minLength 2
   * @maxLength 50
   */
  contactName: string;
  /** 联系人手机号 */
  contactPhone: Phone;
  /**
   * 联系人邮箱
   * @maxLength 100
   */
  contactEmail: string;
  /** 法定代表人证件人像面（上传接口返回的地址） */
  idFrontUrl: ImageUrl;
  /** 法定代表人证件国徽面（上传接口返回的地址） */
  idBackUrl: ImageUrl;
}
