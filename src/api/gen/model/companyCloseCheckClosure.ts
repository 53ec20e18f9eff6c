import type { CompanyCloseResult } from './companyCloseResult';

/**
 * 已关闭时的结果
 */
export type CompanyCloseCheckClosure = CompanyCloseResult | null;
