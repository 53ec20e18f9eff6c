import { parseSearchWith } from '@tanstack/react-router';

/**
 * The router's search parser: TanStack's JSON parsing of each value, except that a number JSON cannot hold exactly
 * stays the text it was. An order number typed or linked as `?orderNo=20261116120000123456` would otherwise become
 * 20261116120000123000 before any validateSearch sees it.
 */
export const parseSearch = parseSearchWith((value) => {
  const parsed: unknown = JSON.parse(value);
  return typeof parsed === 'number' && !Number.isSafeInteger(parsed) && /^-?\d+$/.test(value) ? value : parsed;
});
