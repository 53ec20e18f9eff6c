import type { Generated } from 'kysely';

/** Content and messages (0018_content; docs/content.md). */
export interface ContentMessageTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  category: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  biz_key: string;
  created_at: number;
  read_at: number | null;
}
export interface ContentCursorTable {
  name: string;
  last_id: number;
  updated_at: number;
}
export interface AnnouncementTable {
  id: Generated<number>;
  title: string;
  summary: string;
  body: string;
  category: string;
  must_read: number;
  company_id: number | null;
  status: number;
  published_at: number;
  created_at: number;
}
export interface AnnouncementReadTable {
  announcement_id: number;
  user_id: number;
  read_at: number;
  acked_at: number | null;
}
export interface RuleDocTable {
  id: Generated<number>;
  code: string;
  category: string;
  title: string;
  updated_at: number;
}
export interface RuleVersionTable {
  id: Generated<number>;
  rule_id: number;
  version: number;
  body: string;
  change_note: string;
  effective_at: number;
  published_at: number;
}
export interface HelpArticleTable {
  id: Generated<number>;
  code: string;
  category: string;
  title: string;
  body: string;
  route: string | null;
  helpful: Generated<number>;
  unhelpful: Generated<number>;
  updated_at: number;
}
export interface HelpVoteTable {
  article_id: number;
  user_id: number;
  helpful: number;
  voted_at: number;
}
export interface ContentTables {
  content_message: ContentMessageTable;
  content_cursor: ContentCursorTable;
  announcement: AnnouncementTable;
  announcement_read: AnnouncementReadTable;
  rule_doc: RuleDocTable;
  rule_version: RuleVersionTable;
  help_article: HelpArticleTable;
  help_vote: HelpVoteTable;
}
