/** The goods area's public face: what other areas may use. Everything else in this folder is internal. */
export { delistAllGoods } from './goods.ts';
