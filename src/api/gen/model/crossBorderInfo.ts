import type { CrossBorderPartner } from './crossBorderPartner';
import type { CrossBorderInfoCustomsCode } from './crossBorderInfoCustomsCode';

/**
 * 跨境企业（companyType 4）必填的境外主体与清关信息
 */
export interface CrossBorderInfo {
  /**
   * 境外经营主体的注册名称
   * @minLength 2
   * @maxLength 200
   */
  overseasEntityName: string;
  /**
   * 境外主体注册所在的国家或地区
   * @minLength 2
   * @maxLength 50
   */
  region: string;
  /** cainiaobaoshui 菜鸟保税；quansutong 全速通；zimaoda 自贸达；haiku 海库；yang800 洋800；youbei 优贝 */
  partner: CrossBorderPartner;
  /**
   * 跨境电商企业海关备案编码（10 位）；尚未备案时为 null
   * @pattern ^[0-9A-Z]{10}$
   */
  customsCode?: CrossBorderInfoCustomsCode;
}
