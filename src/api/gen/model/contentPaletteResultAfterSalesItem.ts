import type { ContentPaletteResultAfterSalesItemOrderNo } from './contentPaletteResultAfterSalesItemOrderNo';

/**
 * 售后单
 */
export type ContentPaletteResultAfterSalesItem = {
  id: number;
  caseNo: string;
  orderNo: ContentPaletteResultAfterSalesItemOrderNo;
  status: number;
};
