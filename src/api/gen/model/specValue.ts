import type { SpecValueImage } from './specValueImage';

/**
 * 规格的一个取值，可带图片
 */
export interface SpecValue {
  /**
   * 如 红色、XL
   * @minLength 1
   * @maxLength 20
   */
  value: string;
  /**
   * 该规格值的图片 URL
   * @maxLength 500
   */
  image: SpecValueImage;
}
