import type { ImageUrl } from './imageUrl';

/**
 * 品牌 Logo URL
 */
export type BrandApplyBodyLogoUrl = ImageUrl | null;
