import type { CompanySetting } from './companySetting';

export type CompanySettingEnvelopeAllOf = {
  /** 成功时返回的数据 */
  data: CompanySetting;
};
