import { useSnapshot } from 'valtio';
import Drawer from 'antd/es/drawer';
import Switch from 'antd/es/switch';
import Segmented from 'antd/es/segmented';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import Tooltip from 'antd/es/tooltip';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { resetTheme, themeStore, updateTheme, type ThemeSettings } from '@/stores/theme';

const COLORS: { color: string; name: string }[] = [
  { color: '#1890FF', name: '拂晓蓝（默认）' },
  { color: '#F5222D', name: '薄暮' },
  { color: '#FA541C', name: '火山' },
  { color: '#FAAD14', name: '日暮' },
  { color: '#13C2C2', name: '明青' },
  { color: '#52C41A', name: '极光绿' },
  { color: '#2F54EB', name: '极客蓝' },
  { color: '#722ED1', name: '酱紫' },
];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 0' }}>
      <span>{label}</span>
      {children}
    </div>
  );
}

/** Theme settings of spec §9, persisted in local storage. */
export function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useSnapshot(themeStore) as ThemeSettings;
  const toggle = (key: 'fixedHeader' | 'fixSiderbar' | 'colorWeak' | 'pwa') => (v: boolean) => updateTheme({ [key]: v });
  return (
    <Drawer title="主题设置" open={open} onClose={onClose} size={320} destroyOnHidden>
      <div style={{ fontWeight: 500, marginBottom: 8 }}>主题色</div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }} role="radiogroup" aria-label="主题色">
        {COLORS.map((c) => (
          <Tooltip key={c.color} title={c.name}>
            <button
              type="button"
              role="radio"
              aria-checked={t.primaryColor.toUpperCase() === c.color}
              aria-label={c.name}
              onClick={() => updateTheme({ primaryColor: c.color })}
              style={{ width: 24, height: 24, border: 0, borderRadius: 4, background: c.color, color: '#fff', cursor: 'pointer', padding: 0 }}
            >
              {t.primaryColor.toUpperCase() === c.color ? <CheckOutlined /> : null}
            </button>
          </Tooltip>
        ))}
      </div>
      <Divider />
      <Row label="导航模式">
        <Segmented
          size="small"
          value={t.layout}
          options={[
            { label: '侧边菜单', value: 'side' },
            { label: '顶部菜单', value: 'top' },
          ]}
          onChange={(v) => updateTheme({ layout: v as ThemeSettings['layout'] })}
        />
      </Row>
      <Row label="菜单风格">
        <Segmented
          size="small"
          value={t.navTheme}
          options={[
            { label: '暗色', value: 'dark' },
            { label: '亮色', value: 'light' },
          ]}
          onChange={(v) => updateTheme({ navTheme: v as ThemeSettings['navTheme'] })}
        />
      </Row>
      <Row label="内容区域宽度">
        <Segmented
          size="small"
          value={t.contentWidth}
          options={[
            { label: '流式', value: 'Fluid' },
            { label: '定宽', value: 'Fixed' },
          ]}
          onChange={(v) => updateTheme({ contentWidth: v as ThemeSettings['contentWidth'] })}
        />
      </Row>
      <Row label="固定 Header">
        <Switch size="small" checked={t.fixedHeader} onChange={toggle('fixedHeader')} aria-label="固定 Header" />
      </Row>
      <Row label="固定侧边菜单">
        <Switch size="small" checked={t.fixSiderbar} onChange={toggle('fixSiderbar')} aria-label="固定侧边菜单" />
      </Row>
      <Row label="色弱模式">
        <Switch size="small" checked={t.colorWeak} onChange={toggle('colorWeak')} aria-label="色弱模式" />
      </Row>
      <Row label="菜单国际化">
        <Switch size="small" checked={t.menu.locale} onChange={(v) => updateTheme({ menu: { locale: v } })} aria-label="菜单国际化" />
      </Row>
      <Row label="PWA">
        <Switch size="small" checked={t.pwa} onChange={toggle('pwa')} aria-label="PWA" />
      </Row>
      <div style={{ padding: '8px 0' }}>
        <div style={{ marginBottom: 8 }}>图标字体地址</div>
        <Input
          placeholder="未设置"
          value={t.iconfontUrl}
          onChange={(e) => updateTheme({ iconfontUrl: e.target.value.trim() })}
          allowClear
        />
      </div>
      <Divider />
      <Button block onClick={resetTheme}>
        恢复默认设置
      </Button>
    </Drawer>
  );
}
