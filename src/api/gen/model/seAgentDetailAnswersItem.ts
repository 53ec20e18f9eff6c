
/**
 * 一个问题
 */
export type SeAgentDetailAnswersItem = {
  /** 岗位报名表的问题 */
  question: string;
  /** 学生的回答 */
  answer: string;
};
