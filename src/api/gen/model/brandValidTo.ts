
/**
 * 资质有效期止（毫秒时间戳）
 * @minimum 0
 */
export type BrandValidTo = number | null;
