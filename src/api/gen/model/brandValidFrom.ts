
/**
 * 资质有效期起（毫秒时间戳）
 * @minimum 0
 */
export type BrandValidFrom = number | null;
