import type { TpTaskKind } from './tpTaskKind';
import type { TpSubmissionItemTaskLink } from './tpSubmissionItemTaskLink';
import type { TpSubmissionItemText } from './tpSubmissionItemText';
import type { TpSubmissionItemLink } from './tpSubmissionItemLink';

/**
 * 一个任务与代理的回答
 */
export interface TpSubmissionItem {
  kind: TpTaskKind;
  /** 中文 */
  kindText: string;
  /** 任务标题 */
  title: string;
  /** 选择题的全部选项 */
  options: string[];
  /** 推广任务给出的链接 */
  taskLink: TpSubmissionItemTaskLink;
  /** 选项序号（从 0 起） */
  choices: number[];
  /** 所选选项的文字 */
  choiceTexts: string[];
  /** 问答题或推广说明 */
  text: TpSubmissionItemText;
  /** 图片地址（已签名） */
  photos: string[];
  /** 推广内容的链接 */
  link: TpSubmissionItemLink;
}
