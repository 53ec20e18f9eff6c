import type { VerifyDraft } from './verifyDraft';

/**
 * 用于恢复表单的资料：有草稿时为草稿，否则为最近一次提交的资料；从未填写时为 null。文件地址已重新签名
 */
export type VerifyDetailForm = VerifyDraft | null;
