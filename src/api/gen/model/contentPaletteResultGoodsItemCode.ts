
export type ContentPaletteResultGoodsItemCode = string | null;
