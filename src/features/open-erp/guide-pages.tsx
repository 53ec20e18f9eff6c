import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { ERP_PARTNERS, ERP_VENDORS, type ErpPartner, type ErpVendor } from '@/lib/constants';
import { PARTNER_GUIDES, partnerSteps, THREE_DOCS, VENDOR_GUIDES, vendorSteps } from './guides';
import './open-erp.css';

/** '/open/erp' inside the layout, '/white/open/erp' for the no-login copies (which never show shop data). */
export type GuideBase = '/open/erp' | '/white/open/erp';

/** The frame of the no-login copies: a 60 px bar (the page header sticks under it, as in the layout) and a column. */
export function PublicFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="xm-erp-public">
      <header className="xm-erp-public-bar">
        <span>商家后台 · ERP 开放平台</span>
        <a href="/login">商家登录</a>
      </header>
      <main className="xm-erp-public-main">{children}</main>
    </div>
  );
}

/** A link inside the guide set; the path is built from known vendor/partner names only. */
export function GuideLink({ href, children }: { href: string; children: React.ReactNode }) {
  return <RouterAnchor to={href as never}>{children}</RouterAnchor>;
}

function Steps({ steps }: { steps: Array<{ title: string; text: string }> }) {
  return (
    <ol className="xm-erp-steps">
      {steps.map((s, i) => (
        <li key={s.title}>
          <span className="xm-erp-step-no" aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <h3>{s.title}</h3>
            <p>{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function GuideIndex({ base }: { base: GuideBase }) {
  return (
    <div className="xm-erp-stack">
      <Card title="ERP 对接指南" size="small">
        <ul className="xm-erp-grid" aria-label="ERP 服务商">
          {(Object.keys(ERP_VENDORS) as ErpVendor[]).map((v) => (
            <li key={v}>
              <GuideLink href={`${base}/guide/${v}`}>
                <strong>{ERP_VENDORS[v]}</strong>
                <span className="xm-erp-muted">{VENDOR_GUIDES[v].authMode === '授权链接' ? '授权链接确认' : '手动确认授权'}</span>
              </GuideLink>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="跨境清关对接指南（仅跨境企业）" size="small">
        <ul className="xm-erp-grid" aria-label="跨境清关合作方">
          {(Object.keys(ERP_PARTNERS) as ErpPartner[]).map((p) => (
            <li key={p}>
              <GuideLink href={`${base}/cross/${p}`}>
                <strong>{ERP_PARTNERS[p]}</strong>
                <span className="xm-erp-muted">{PARTNER_GUIDES[p].warehouse}</span>
              </GuideLink>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

export function GuideIndexPage({ base }: { base: GuideBase }) {
  const page = (
    <PageContainer title="ERP 对接指南" extra={base === '/open/erp' ? <GuideLink href="/open/erp">返回 ERP 对接</GuideLink> : null}>
      <GuideIndex base={base} />
    </PageContainer>
  );
  return base === '/white/open/erp' ? <PublicFrame>{page}</PublicFrame> : page;
}

export function VendorGuidePage({ vendor, base }: { vendor: ErpVendor; base: GuideBase }) {
  const g = VENDOR_GUIDES[vendor];
  const page = (
    <PageContainer title={`${g.name} 对接指南`} extra={<GuideLink href={`${base}/guide`}>全部指南</GuideLink>}>
      <div className="xm-erp-stack">
        <Card title="对接步骤" size="small">
          <Steps steps={vendorSteps(g)} />
        </Card>
        <Card title={`${g.name} 需要的字段`} size="small">
          <table className="xm-erp-table">
            <thead>
              <tr>
                <th scope="col">字段</th>
                <th scope="col">在哪里找</th>
                <th scope="col">示例</th>
              </tr>
            </thead>
            <tbody>
              {g.fields.map((f) => (
                <tr key={f.name}>
                  <th scope="row">{f.name}</th>
                  <td>{f.where}</td>
                  <td>
                    <code>{f.example}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <Card title="注意事项" size="small">
          <ul className="xm-erp-notes">
            {g.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
            <li>ERP 的开放接口、签名方式与授权范围见平台开放接口文档（AppKey 与密钥只交给 ERP，不要发给他人）。</li>
          </ul>
        </Card>
      </div>
    </PageContainer>
  );
  return base === '/white/open/erp' ? <PublicFrame>{page}</PublicFrame> : page;
}

export function CrossGuidePage({ partner, base }: { partner: ErpPartner; base: GuideBase }) {
  const p = PARTNER_GUIDES[partner];
  const page = (
    <PageContainer title={`${p.name} 跨境清关对接`} extra={<GuideLink href={`${base}/guide`}>全部指南</GuideLink>}>
      <div className="xm-erp-stack">
        <Alert type="info" showIcon title={`${p.name}：${p.customs}。保税仓：${p.warehouse}。`} />
        <Card title="对接步骤" size="small">
          <Steps steps={partnerSteps(p)} />
        </Card>
        <Card title="三单对碰：海关比对的数据" size="small">
          <table className="xm-erp-table">
            <thead>
              <tr>
                <th scope="col">单据</th>
                <th scope="col">由谁推送</th>
                <th scope="col">主要字段</th>
              </tr>
            </thead>
            <tbody>
              {THREE_DOCS.map((d) => (
                <tr key={d.doc}>
                  <th scope="row">{d.doc}</th>
                  <td>{d.doc === '运单' ? `${d.from}（${p.name}）` : d.from}</td>
                  <td>{d.fields}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <Card title="保税仓" size="small">
          <ul className="xm-erp-notes">
            <li>
              保税仓：{p.warehouse}。商品以备案货号入区，库存由 {p.name} 回写到平台（需开启库存同步）。
            </li>
            <li>三单任一不一致（如支付人与订购人不同、金额不符），海关退单，订单不会出区。</li>
            {p.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </Card>
      </div>
    </PageContainer>
  );
  return base === '/white/open/erp' ? <PublicFrame>{page}</PublicFrame> : page;
}

/** /white/open/erp: what the open platform is, and the guides; no shop data, no login. */
export function PublicErpHome() {
  return (
    <PublicFrame>
      <PageContainer title="ERP 开放平台">
        <div className="xm-erp-stack">
          <Alert type="info" showIcon title="商家的订单推送到 ERP，ERP 回传发货与库存。连接状态、同步开关与商品编码检查请登录商家后台后在「ERP 对接」页查看。" />
          <GuideIndex base="/white/open/erp" />
        </div>
      </PageContainer>
    </PublicFrame>
  );
}
