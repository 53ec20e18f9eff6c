
/**
 * 平台类目
 */
export type SeRewardScopeOptionsEnvelopeDataCategoriesItem = {
  /** 类目 id */
  categoryId: number;
  /** 二级类目带上级名称 */
  name: string;
  /** 1 或 2 */
  level: number;
};
