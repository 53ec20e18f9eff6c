import type { CrossBorderInfo } from './crossBorderInfo';

/**
 * 跨境企业必填；其他公司类型为 null 或缺省
 */
export type VerifyFormCrossBorder = CrossBorderInfo | null;
