export interface TemplateEditSearch {
  templateId?: number;
}

/** ?templateId=N edits that template; without it the page creates one. */
export function validateTemplateEditSearch(s: Record<string, unknown>): TemplateEditSearch {
  const n = Number(s.templateId);
  return Number.isInteger(n) && n >= 1 && n <= 2147483647 ? { templateId: n } : {};
}
