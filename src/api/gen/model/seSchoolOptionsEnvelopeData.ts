import type { SeSchoolOptionsEnvelopeDataListItem } from './seSchoolOptionsEnvelopeDataListItem';

/**
 * 校园目录中的学校
 */
export interface SeSchoolOptionsEnvelopeData {
  /** 按目录顺序 */
  list: SeSchoolOptionsEnvelopeDataListItem[];
}
