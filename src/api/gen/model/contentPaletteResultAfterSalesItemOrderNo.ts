
export type ContentPaletteResultAfterSalesItemOrderNo = string | null;
