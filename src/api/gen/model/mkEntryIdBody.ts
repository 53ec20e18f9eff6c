
/**
 * 报名 id
 */
export interface MkEntryIdBody {
  /**
   * 报名ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  entryId: number;
}
