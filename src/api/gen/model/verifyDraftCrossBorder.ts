import type { CrossBorderInfoDraft } from './crossBorderInfoDraft';

/**
 * 跨境企业必填；其他公司类型为 null 或缺省
 */
export type VerifyDraftCrossBorder = CrossBorderInfoDraft | null;
