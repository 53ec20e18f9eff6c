import Breadcrumb from 'antd/es/breadcrumb';
import { Link } from '@tanstack/react-router';
import type { CurrentPage } from './use-current-page';
import type { AppPath } from './menu';

/** Group › (the active menu page, for hidden detail pages) › this page. hideInBreadcrumb hides it. */
export function Breadcrumbs({ page }: { page: CurrentPage }) {
  if (page.meta.hideInBreadcrumb || !page.title) return null;
  const items: { title: React.ReactNode }[] = [];
  if (page.group) items.push({ title: page.group.title });
  if (page.menuLeaf && page.menuLeaf.href !== page.pathname) {
    items.push({ title: <Link to={page.menuLeaf.href as AppPath}>{page.menuLeaf.title}</Link> });
  }
  items.push({ title: page.title });
  return <Breadcrumb className="xm-breadcrumb" items={items} />;
}
