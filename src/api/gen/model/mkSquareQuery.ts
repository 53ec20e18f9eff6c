import type { MkSquareQueryType } from './mkSquareQueryType';
import type { MkSquareQueryPhase } from './mkSquareQueryPhase';

/**
 * 类型、阶段与名称
 */
export interface MkSquareQuery {
  /**
   * 21 校园团，2 秒杀，4 折扣专区；不传为全部
   * @minimum 2
   * @maximum 21
   */
  type?: MkSquareQueryType;
  /**
   * 阶段
   * @minimum 1
   * @maximum 5
   */
  phase?: MkSquareQueryPhase;
  /**
   * 名称
   * @maxLength 30
   */
  name?: string;
}
