
/**
 * 本店所持资质的到期时间，毫秒时间戳；未持有或长期有效为 null
 * @minimum 0
 */
export type AptitudeExpireAt = number | null;
