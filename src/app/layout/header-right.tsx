import { lazy, memo, Suspense, useState } from 'react';
import { Link } from '@tanstack/react-router';
import Avatar from 'antd/es/avatar';
import Dropdown from 'antd/es/dropdown';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import Button from 'antd/es/button';
import BellOutlined from '@ant-design/icons/BellOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import SkinOutlined from '@ant-design/icons/SkinOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import type { Session } from '@/features/account/session';
import { useLogout } from '@/features/account/use-logout';
import { CopyText } from '@/components/copy-text';

/** The password form (antd Form, Modal, validation) loads when first opened, not on every page's first paint. */
const ChangePasswordModal = lazy(() => import('@/features/account/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })));

/** Header: help, messages, theme, and the user menu with the company, change password and logout. */
export const HeaderRight = memo(function HeaderRight({ session, onOpenTheme, compact }: { session: Session; onOpenTheme: () => void; compact: boolean }) {
  const logout = useLogout();
  const [pwdOpen, setPwdOpen] = useState(false);
  const u = session.user;
  return (
    <Space size={compact ? 4 : 12} align="center">
      {!compact && (
        <Tooltip title="帮助中心">
          <Link to="/help-center" aria-label="帮助中心" className="xm-header-icon">
            <QuestionCircleOutlined />
          </Link>
        </Tooltip>
      )}
      <Tooltip title="消息中心">
        <Link to="/message" aria-label="消息中心" className="xm-header-icon">
          <BellOutlined />
        </Link>
      </Tooltip>
      <Tooltip title="主题设置">
        <Button type="text" icon={<SkinOutlined />} aria-label="主题设置" onClick={onOpenTheme} />
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'company',
              disabled: true,
              label: (
                <div style={{ color: 'rgba(0,0,0,.65)', lineHeight: 1.6 }}>
                  <div>{u.companyName}</div>
                  <div style={{ fontSize: 12 }}>
                    公司编号 {u.companyId} <CopyText text={String(u.companyId)} />
                  </div>
                  <div style={{ fontSize: 12 }}>{u.roleName ?? ''} · {u.phoneMasked}</div>
                </div>
              ),
            },
            { type: 'divider' },
            { key: 'pwd', icon: <LockOutlined />, label: '修改密码', onClick: () => setPwdOpen(true) },
            { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: () => void logout() },
          ],
        }}
      >
        <button type="button" className="xm-user-button" aria-label="用户菜单" data-testid="user-menu">
          <Avatar size="small" src={u.avatar ?? undefined} icon={<UserOutlined />} />
          {!compact && (
            <span className="xm-user-name">
              {u.userName}
              <span className="xm-company-name">{u.shopName ?? u.companyName}</span>
            </span>
          )}
        </button>
      </Dropdown>
      {pwdOpen && (
        <Suspense fallback={null}>
          <ChangePasswordModal open={pwdOpen} onClose={() => setPwdOpen(false)} />
        </Suspense>
      )}
    </Space>
  );
});
