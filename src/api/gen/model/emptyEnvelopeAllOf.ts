
export type EmptyEnvelopeAllOf = {
  /** 无数据，为 null 或缺省 */
  data?: null;
};
