import type { CrossBorderPartner } from './crossBorderPartner';

/**
 * 跨境清关对接的合作方；ERP 对接为 null
 */
export type ErpFormDetailPartner = CrossBorderPartner | null;
