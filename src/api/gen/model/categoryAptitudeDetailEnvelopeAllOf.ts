import type { CategoryAptitudeDetail } from './categoryAptitudeDetail';

export type CategoryAptitudeDetailEnvelopeAllOf = {
  /** 成功时返回的类目资质详情 */
  data: CategoryAptitudeDetail;
};
