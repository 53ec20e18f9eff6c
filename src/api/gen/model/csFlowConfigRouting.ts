
/**
 * roundRobin 轮流分配；leastBusy 优先分配给接待最少的客服；category 按商品类目分配给擅长该类目的客服（无人擅长时按接待最少）
 */
export type CsFlowConfigRouting = typeof CsFlowConfigRouting[keyof typeof CsFlowConfigRouting];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CsFlowConfigRouting = {
  roundRobin: 'roundRobin',
  leastBusy: 'leastBusy',
  category: 'category',
} as const;
