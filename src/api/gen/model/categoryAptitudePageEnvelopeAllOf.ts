import type { CategoryAptitudePage } from './categoryAptitudePage';

export type CategoryAptitudePageEnvelopeAllOf = {
  /** 成功时返回的类目资质分页 */
  data: CategoryAptitudePage;
};
