import type { GoodsSaveBodyGoodsId } from './goodsSaveBodyGoodsId';
import type { GoodsType } from './goodsType';
import type { GoodsSaveBodyCode } from './goodsSaveBodyCode';
import type { GoodsSaveBodyVideoUrl } from './goodsSaveBodyVideoUrl';
import type { SpecDimension } from './specDimension';
import type { SkuInput } from './skuInput';
import type { GoodsSaveBodyDeliveryTemplateId } from './goodsSaveBodyDeliveryTemplateId';
import type { ShelfMode } from './shelfMode';
import type { GoodsSaveBodyShelfAt } from './goodsSaveBodyShelfAt';

/**
 * 发布或编辑商品提交的全部内容
 */
export interface GoodsSaveBody {
  /**
   * 编辑时传，发布时省略
   * @minimum 1
   * @maximum 9007199254740991
   */
  goodsId?: GoodsSaveBodyGoodsId;
  /**
   * 末级（三级）类目 id
   * @minimum 1
   * @maximum 2147483647
   */
  categoryId: number;
  /** 1 实物；2 虚拟卡券 */
  goodsType: GoodsType;
  /**
   * 3 至 60 个字
   * @minLength 3
   * @maxLength 60
   */
  name: string;
  /**
   * 一句话卖点，至多 60 字
   * @maxLength 60
   */
  sellingPoints?: string;
  /**
   * 商家自定义编码
   * @maxLength 64
   */
  code?: GoodsSaveBodyCode;
  /**
   * 1 至 9 张，第一张为主图
   * @minItems 1
   * @maxItems 9
   */
  images: string[];
  /**
   * 视频 URL
   * @maxLength 500
   */
  videoUrl?: GoodsSaveBodyVideoUrl;
  /**
   * 富文本详情（HTML，服务端只保留安全标签）
   * @maxLength 200000
   */
  detailHtml?: string;
  /**
   * 至多 3 个规格维度；无规格时为空列表（只有一个 SKU）
   * @maxItems 3
   */
  specs: SpecDimension[];
  /**
   * 规格的每个组合各一个 SKU
   * @minItems 1
   * @maxItems 1000
   */
  skus: SkuInput[];
  /**
   * 本店运费模板 id；实物商品必填
   * @minimum 1
   * @maximum 2147483647
   */
  deliveryTemplateId?: GoodsSaveBodyDeliveryTemplateId;
  /**
   * 每单最多购买件数，0 不限
   * @minimum 0
   * @maximum 9999
   */
  limitPerOrder?: number;
  /**
   * 每个买家累计最多购买件数，0 不限
   * @minimum 0
   * @maximum 9999
   */
  limitPerUser?: number;
  /** 1 立即上架；2 定时上架；3 放入仓库 */
  shelfMode: ShelfMode;
  /**
   * 定时上架的时间（毫秒时间戳），须晚于现在
   * @minimum 0
   * @maximum 4102444800000
   */
  shelfAt?: GoodsSaveBodyShelfAt;
}
