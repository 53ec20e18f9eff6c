
export type ContentHelpDetailRoute = string | null;
