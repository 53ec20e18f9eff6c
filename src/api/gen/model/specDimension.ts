import type { SpecValue } from './specValue';

/**
 * 一个规格维度及其取值
 */
export interface SpecDimension {
  /**
   * 如 颜色、尺码
   * @minLength 1
   * @maxLength 10
   */
  name: string;
  /**
   * 该规格的取值，1 至 20 个，不可重复
   * @minItems 1
   * @maxItems 20
   */
  values: SpecValue[];
}
