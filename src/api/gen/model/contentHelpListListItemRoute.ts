
export type ContentHelpListListItemRoute = string | null;
