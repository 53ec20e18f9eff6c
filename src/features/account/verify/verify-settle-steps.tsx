import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import type { FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import type { CategoryOption } from '@/api/gen/model';
import { ACCOUNT_TYPE_OPTIONS, AUTH_TYPE_OPTIONS, BRAND_TYPE_OPTIONS, COMPANY_TYPE_OPTIONS, FLAGSHIP_TYPE_OPTIONS, ID_TYPE_OPTIONS, labelOf, PARTNER_OPTIONS, SHOP_TYPE_OPTIONS, type FormValues } from './verify-form';

export function SettlementStep({ form, companyType }: { form: FormInstance<FormValues>; companyType?: number }) {
  const companyOnly = companyType === 1 || companyType === 4;
  const accountType = Form.useWatch(['settlement', 'accountType'], form);
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 20 }}
        message={companyOnly ? '企业须使用对公账户，开户名与营业执照名称一致。' : '可使用对公账户或经营者本人的个人账户，开户名须与执照名称或经营者姓名一致。'}
      />
      <Form.Item name={['settlement', 'accountType']} label="账户类型" rules={[{ required: true, message: '请选择账户类型' }]}>
        <Radio.Group options={ACCOUNT_TYPE_OPTIONS.map((o) => ({ ...o, disabled: companyOnly && o.value === 2 }))} />
      </Form.Item>
      <Form.Item
        name={['settlement', 'accountName']}
        label="开户名"
        dependencies={[['settlement', 'accountType']]}
        rules={[
          { required: true, message: '请输入开户名' },
          ({ getFieldValue }) => ({
            validator: async (_r, v: string) => {
              if (!v) return;
              const t = getFieldValue(['settlement', 'accountType']);
              const want = t === 1 ? getFieldValue(['license', 'name']) : t === 2 ? getFieldValue(['legalPerson', 'name']) : undefined;
              if (want && v.trim() !== String(want).trim()) throw new Error(t === 1 ? '对公账户的开户名须与营业执照名称一致' : '个人账户的开户名须与经营者姓名一致');
            },
          }),
        ]}
      >
        <Input placeholder={accountType === 2 ? '经营者姓名' : '与营业执照名称一致'} maxLength={100} />
      </Form.Item>
      <Form.Item name={['settlement', 'bankName']} label="开户银行" rules={[{ required: true, message: '请输入开户银行' }, { min: 2, max: 50 }]}>
        <Input placeholder="如：中国工商银行" maxLength={50} />
      </Form.Item>
      <Form.Item name={['settlement', 'branchName']} label="开户支行" rules={[{ required: true, message: '请输入开户支行' }, { min: 2, max: 100 }]}>
        <Input placeholder="支行全称" maxLength={100} />
      </Form.Item>
      <Form.Item
        name={['settlement', 'accountNumber']}
        label="银行账号"
        normalize={(v: string) => v?.replace(/\s/g, '')}
        rules={[
          { required: true, message: '请输入银行账号' },
          { pattern: /^\d{8,30}$/, message: '银行账号为 8 至 30 位数字' },
        ]}
      >
        <Input placeholder="8 至 30 位数字" maxLength={30} style={{ maxWidth: 320 }} />
      </Form.Item>
    </>
  );
}

export function CrossBorderStep() {
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 20 }} message="跨境企业请填写境外经营主体与清关合作方信息。" />
      <Form.Item name={['crossBorder', 'overseasEntityName']} label="境外主体名称" rules={[{ required: true, message: '请输入境外主体名称' }, { min: 2, max: 200 }]}>
        <Input placeholder="境外经营主体的注册名称" maxLength={200} />
      </Form.Item>
      <Form.Item name={['crossBorder', 'region']} label="所在国家/地区" rules={[{ required: true, message: '请输入所在国家或地区' }, { min: 2, max: 50 }]}>
        <Input placeholder="如：中国香港" maxLength={50} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item name={['crossBorder', 'partner']} label="清关合作方" rules={[{ required: true, message: '请选择清关合作方' }]}>
        <Select options={PARTNER_OPTIONS.map((o) => ({ ...o }))} placeholder="保税仓或清关服务商" style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item
        name={['crossBorder', 'customsCode']}
        label="海关备案编码"
        normalize={(v: string) => v?.toUpperCase().trim()}
        rules={[{ pattern: /^[0-9A-Z]{10}$/, message: '海关备案编码为 10 位数字或大写字母' }]}
        extra="尚未备案可不填"
      >
        <Input placeholder="10 位" maxLength={10} style={{ maxWidth: 320 }} />
      </Form.Item>
    </>
  );
}

export function ConfirmStep({ values: v, categories, agreed, onAgree }: { values: FormValues; categories: CategoryOption[]; agreed: boolean; onAgree: (b: boolean) => void }) {
  const l = v.license ?? {};
  const p = v.legalPerson ?? {};
  const s = v.shop ?? {};
  const st = v.settlement ?? {};
  const cats = (s.mainCategoryIds ?? []).map((id) => categories.find((c) => c.id === id)?.name ?? id).join('、');
  const validity = l.longTerm ? `${l.validFrom?.format('YYYY-MM-DD') ?? '-'} 至 长期` : `${l.validFrom?.format('YYYY-MM-DD') ?? '-'} 至 ${l.validTo?.format('YYYY-MM-DD') ?? '-'}`;
  const masked = (n?: string) => (n && n.length > 8 ? `${n.slice(0, 4)} **** ${n.slice(-4)}` : (n ?? '-'));
  return (
    <>
      <Alert type="warning" showIcon style={{ marginBottom: 20 }} message="请核对以下信息，提交后平台将在 1-3 个工作日内完成审核，审核期间不能修改。" />
      <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} styles={{ label: { whiteSpace: "nowrap" } }} data-testid="verify-summary">
        <Descriptions.Item label="公司类型">{labelOf(COMPANY_TYPE_OPTIONS, v.companyType)}</Descriptions.Item>
        <Descriptions.Item label="执照名称">{l.name || '-'}</Descriptions.Item>
        <Descriptions.Item label="统一社会信用代码">{l.creditCode || '-'}</Descriptions.Item>
        <Descriptions.Item label="营业期限">{validity}</Descriptions.Item>
        <Descriptions.Item label="证件">{`${labelOf(ID_TYPE_OPTIONS, p.idType)} ${p.idNumber ?? ''}`}</Descriptions.Item>
        <Descriptions.Item label="姓名 / 手机">{`${p.name ?? '-'} / ${p.phone ?? '-'}`}</Descriptions.Item>
        <Descriptions.Item label="店铺">{`${s.shopName ?? '-'}（${labelOf(SHOP_TYPE_OPTIONS, s.shopType)}${s.shopType === 1 && s.flagshipType ? ` · ${labelOf(FLAGSHIP_TYPE_OPTIONS, s.flagshipType)}` : ''}）`}</Descriptions.Item>
        <Descriptions.Item label="品牌">{`${labelOf(BRAND_TYPE_OPTIONS, s.brandType)}${s.brandName ? ` · ${s.brandName}` : ''}${s.brandType === 2 ? ` · ${labelOf(AUTH_TYPE_OPTIONS, s.authType)}` : ''}`}</Descriptions.Item>
        <Descriptions.Item label="主营类目" span={2}>
          {cats || '-'}
        </Descriptions.Item>
        <Descriptions.Item label="结算账户" span={2}>
          {`${labelOf(ACCOUNT_TYPE_OPTIONS, st.accountType)} · ${st.accountName ?? '-'} · ${st.bankName ?? ''} ${st.branchName ?? ''} · ${masked(st.accountNumber)}`}
        </Descriptions.Item>
        {v.companyType === 4 && (
          <Descriptions.Item label="跨境信息" span={2}>
            {`${v.crossBorder?.overseasEntityName ?? '-'}（${v.crossBorder?.region ?? '-'}） · ${labelOf(PARTNER_OPTIONS, v.crossBorder?.partner)}${v.crossBorder?.customsCode ? ` · 海关备案 ${v.crossBorder.customsCode}` : ''}`}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Checkbox checked={agreed} onChange={(e) => onAgree(e.target.checked)} style={{ marginTop: 20 }} data-testid="verify-agree">
        我已阅读并同意《商家入驻协议》，承诺所填信息真实有效
      </Checkbox>
    </>
  );
}
