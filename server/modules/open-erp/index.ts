/** The open-erp area's public face: nothing here is used by another area yet (its manifest is area.ts). */
export {};
