import type { AuthType } from './authType';

/**
 * 授权品牌必填：1 品牌授权；2 一级代理授权；其他为 null
 */
export type ShopQualificationDraftAuthType = AuthType | null;
