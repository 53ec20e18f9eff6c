
/**
 * cainiaobaoshui 菜鸟保税；quansutong 全速通；zimaoda 自贸达；haiku 海库；yang800 洋800；youbei 优贝

 */
export type CrossBorderPartner = typeof CrossBorderPartner[keyof typeof CrossBorderPartner];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CrossBorderPartner = {
  cainiaobaoshui: 'cainiaobaoshui',
  quansutong: 'quansutong',
  zimaoda: 'zimaoda',
  haiku: 'haiku',
  yang800: 'yang800',
  youbei: 'youbei',
} as const;
