
/**
 * 报名时填写了其推荐码的在岗代理
 */
export type SeAgentDetailReferrerId = number | null;
