/** The shop-setting area's public face: what other areas may use. Everything else in this folder is internal. */
export { shipByAt, FreightQuoter } from './service.ts';
export { SCHOOLS } from './schools.ts';
