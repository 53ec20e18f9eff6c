
/**
 * 订单
 */
export type ContentPaletteResultOrdersItem = {
  id: number;
  orderNo: string;
  summary: string;
  status: string;
};
