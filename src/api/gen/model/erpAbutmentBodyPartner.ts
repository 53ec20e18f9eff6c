import type { CrossBorderPartner } from './crossBorderPartner';

/**
 * 跨境清关对接时必填
 */
export type ErpAbutmentBodyPartner = CrossBorderPartner | null;
