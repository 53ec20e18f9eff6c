/** The account area's public face: what other areas may use. Everything else in this folder is internal. */
export { demoShop, SEED_ACCOUNTS, DEMO_PASSWORD } from './seed.ts';
export { type VerifyForm } from './verify-rules.ts';
