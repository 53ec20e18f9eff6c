import type { ErpAbutmentDetailEnvelopeData } from './erpAbutmentDetailEnvelopeData';

export type ErpAbutmentDetailEnvelopeAllOf = {
  data: ErpAbutmentDetailEnvelopeData;
};
