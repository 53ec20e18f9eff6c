import type { AfterSaleSetting } from './afterSaleSetting';

export type AfterSaleSettingEnvelopeAllOf = {
  data: AfterSaleSetting;
};
