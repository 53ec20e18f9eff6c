
/**
 * 审核或撤回的时间，毫秒时间戳
 * @minimum 0
 */
export type CompanyChangeRequestDecidedAt = number | null;
