import type { AuthType } from './authType';

/**
 * 授权品牌的授权类型：1 品牌授权；2 一级代理授权；其他品牌为 null
 */
export type BrandAuthType = AuthType | null;
