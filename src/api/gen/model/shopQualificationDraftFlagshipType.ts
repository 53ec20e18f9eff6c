import type { FlagshipType } from './flagshipType';

/**
 * 仅旗舰店填写：1 旗舰店；2 官方旗舰店；其他店铺类型为 null
 */
export type ShopQualificationDraftFlagshipType = FlagshipType | null;
