import type { AfterSaleExportFile } from './afterSaleExportFile';

export type AfterSaleExportEnvelopeAllOf = {
  data: AfterSaleExportFile;
};
