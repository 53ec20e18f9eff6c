import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Auth, PermissionProvider } from './auth';

function renderWith(keys: string[], ui: React.ReactNode) {
  return render(<PermissionProvider keys={new Set(keys)}>{ui}</PermissionProvider>);
}

describe('<Auth>', () => {
  it('renders children when the user holds the key', () => {
    renderWith(['goods.list'], <Auth authKey="goods.list">上架</Auth>);
    expect(screen.getByText('上架')).toBeInTheDocument();
  });
  it('removes the element when a key is missing', () => {
    renderWith(['goods.list'], <Auth authKey="finance.stat">提现</Auth>);
    expect(screen.queryByText('提现')).toBeNull();
  });
  it('needs every key of a list, and shows the fallback otherwise', () => {
    renderWith(['goods.list'], <Auth authKey={['goods.list', 'order.list']} fallback={<span>无权操作</span>}>批量发货</Auth>);
    expect(screen.queryByText('批量发货')).toBeNull();
    expect(screen.getByText('无权操作')).toBeInTheDocument();
  });
  it('without a provider nothing keyed is shown', () => {
    render(<Auth authKey="goods.list">上架</Auth>);
    expect(screen.queryByText('上架')).toBeNull();
  });
});
