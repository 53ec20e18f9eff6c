import type { ReactNode } from 'react';
import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UsergroupAddOutlined from '@ant-design/icons/UsergroupAddOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import Card from 'antd/es/card';

/** Menu icons by name (route and menu metadata carry the name, not the component). */
export const MENU_ICONS: Record<string, ReactNode> = {
  overview: <DashboardOutlined />,
  goods: <ShoppingOutlined />,
  order: <ProfileOutlined />,
  afterSale: <FileSearchOutlined />,
  finance: <AccountBookOutlined />,
  activity: <GiftOutlined />,
  schoolEmployee: <UsergroupAddOutlined />,
  shopSetting: <ShopOutlined />,
  customerService: <CustomerServiceOutlined />,
  companySetting: <BankOutlined />,
  permission: <SafetyCertificateOutlined />,
  remoteTask: <TeamOutlined />,
  openErp: <ApiOutlined />,
  setting: <SettingOutlined />,
};

/** /icons: the icon set the menu uses (a public helper page of spec §2). */
export function IconGallery() {
  return (
    <Card title="菜单图标" style={{ margin: 24 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 16 }}>
        {Object.entries(MENU_ICONS).map(([name, icon]) => (
          <div key={name} style={{ textAlign: 'center', fontSize: 28 }}>
            {icon}
            <div style={{ fontSize: 12, marginTop: 8 }}>{name}</div>
          </div>
        ))}
      </div>
    </Card>
  );
}
