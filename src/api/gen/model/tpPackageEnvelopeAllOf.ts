import type { TpPackage } from './tpPackage';

export type TpPackageEnvelopeAllOf = {
  data: TpPackage;
};
