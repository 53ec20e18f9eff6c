
/**
 * 一所学校
 */
export type SeSchoolOptionsEnvelopeDataListItem = {
  /** 校园目录 id */
  schoolId: number;
  /** 学校名称 */
  name: string;
};
