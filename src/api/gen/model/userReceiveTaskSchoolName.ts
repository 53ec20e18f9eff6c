
/**
 * 领取人所在学校；未知时为 null
 * @maxLength 100
 */
export type UserReceiveTaskSchoolName = string | null;
