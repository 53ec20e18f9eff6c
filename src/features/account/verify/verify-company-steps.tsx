import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import type { FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import type { CategoryOption } from '@/api/gen/model';
import { DOC_ACCEPT, IMAGE_ACCEPT, ImageUpload } from '@/components/upload/image-upload';
import { dayjs } from '@/lib/dayjs';
import { ID_NUMBER_HINTS, isValidCreditCode, isValidIdNumber, PHONE_RE } from '@/lib/validation/china-ids';
import { AUTH_TYPE_OPTIONS, BRAND_TYPE_OPTIONS, COMPANY_TYPE_OPTIONS, FLAGSHIP_TYPE_OPTIONS, ID_TYPE_OPTIONS, NO_BACK_ID_TYPES, SHOP_TYPE_OPTIONS, type FormValues } from './verify-form';
import { required, single } from './verify-fields';

export function LicenseStep({ form }: { form: FormInstance<FormValues> }) {
  const longTerm = Form.useWatch(['license', 'longTerm'], form);
  return (
    <>
      <Form.Item name="companyType" label="公司类型" rules={[{ required: true, message: '请选择公司类型' }]}>
        <Radio.Group options={COMPANY_TYPE_OPTIONS.map((o) => ({ ...o }))} />
      </Form.Item>
      <Form.Item name={['license', 'imageUrl']} label="营业执照" rules={[required('营业执照图片')]} extra="请上传清晰完整的营业执照照片，JPG/PNG/WEBP/GIF，5 MB 以内" {...single}>
        <ImageUpload scene="license" accept={IMAGE_ACCEPT} label="上传执照" />
      </Form.Item>
      <Form.Item
        name={['license', 'creditCode']}
        label="统一社会信用代码"
        normalize={(v: string) => v?.toUpperCase().replace(/\s/g, '')}
        rules={[
          { required: true, message: '请输入统一社会信用代码' },
          { len: 18, message: '统一社会信用代码为 18 位' },
          { validator: async (_r, v: string) => (!v || v.length !== 18 || isValidCreditCode(v) ? undefined : Promise.reject(new Error('统一社会信用代码校验位不正确，请核对营业执照'))) },
        ]}
      >
        <Input placeholder="18 位，不含 I、O、S、V、Z" maxLength={18} />
      </Form.Item>
      <Form.Item name={['license', 'name']} label="执照名称" rules={[{ required: true, message: '请输入营业执照上的名称' }, { min: 2, max: 100 }, { whitespace: true }]}>
        <Input placeholder="与营业执照一致" maxLength={100} />
      </Form.Item>
      <Form.Item name={['license', 'address']} label="注册地址" rules={[{ required: true, message: '请输入注册地址' }, { min: 5, max: 200 }, { whitespace: true }]}>
        <Input placeholder="营业执照上的住所或经营场所" maxLength={200} />
      </Form.Item>
      <Form.Item label="营业期限" required style={{ marginBottom: 0 }}>
        <Space wrap align="start">
          <Form.Item name={['license', 'validFrom']} rules={[{ required: true, message: '请选择开始日期' }]}>
            <DatePicker placeholder="开始日期" disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <span style={{ lineHeight: '32px' }}>至</span>
          <Form.Item
            name={['license', 'validTo']}
            dependencies={[['license', 'longTerm'], ['license', 'validFrom']]}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, v) => {
                  if (getFieldValue(['license', 'longTerm'])) return;
                  if (!v) throw new Error('请选择截止日期或勾选长期有效');
                  if (v.isBefore(dayjs(), 'day')) throw new Error('营业执照已过期');
                  const from = getFieldValue(['license', 'validFrom']);
                  if (from && !v.isAfter(from, 'day')) throw new Error('截止日期须晚于开始日期');
                },
              }),
            ]}
          >
            <DatePicker placeholder="截止日期" disabled={!!longTerm} />
          </Form.Item>
          <Form.Item name={['license', 'longTerm']} valuePropName="checked">
            <Checkbox
              onChange={(e) => {
                if (e.target.checked) form.setFieldValue(['license', 'validTo'], null);
              }}
            >
              长期有效
            </Checkbox>
          </Form.Item>
        </Space>
      </Form.Item>
    </>
  );
}

export function LegalPersonStep({ companyType }: { companyType?: number }) {
  const who = companyType === 2 || companyType === 3 ? '经营者' : '法定代表人';
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 20 }} message={`请填写${who}本人的证件信息，并上传证件照片。`} />
      <Form.Item name={['legalPerson', 'idType']} label="证件类型" rules={[{ required: true, message: '请选择证件类型' }]} initialValue={1}>
        <Select options={ID_TYPE_OPTIONS.map((o) => ({ ...o }))} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item noStyle dependencies={[['legalPerson', 'idType']]}>
        {({ getFieldValue }) => {
          const idType = getFieldValue(['legalPerson', 'idType']) as number | undefined;
          return (
            <>
              <Form.Item
                name={['legalPerson', 'idNumber']}
                label="证件号码"
                extra={idType ? `格式：${ID_NUMBER_HINTS[idType]}` : undefined}
                normalize={(v: string) => v?.toUpperCase().replace(/\s/g, '')}
                rules={[
                  { required: true, message: '请输入证件号码' },
                  { validator: async (_r, v: string) => (!v || !idType || isValidIdNumber(idType, v) ? undefined : Promise.reject(new Error('证件号码格式不正确，请核对'))) },
                ]}
              >
                <Input placeholder="与证件一致" maxLength={30} />
              </Form.Item>
              <Form.Item name={['legalPerson', 'name']} label={`${who}姓名`} rules={[{ required: true, message: '请输入姓名' }, { min: 2, max: 50 }, { whitespace: true }]}>
                <Input placeholder="与证件一致" maxLength={50} />
              </Form.Item>
              <Form.Item name={['legalPerson', 'idFrontUrl']} label={idType === 3 ? '护照资料页' : '证件人像面'} rules={[required('证件人像面照片')]} {...single}>
                <ImageUpload scene="idcard" label="人像面" />
              </Form.Item>
              {!NO_BACK_ID_TYPES.has(idType ?? 1) && (
                <Form.Item name={['legalPerson', 'idBackUrl']} label="证件国徽面" rules={[required('证件国徽面（背面）照片')]} {...single}>
                  <ImageUpload scene="idcard" label="国徽面" />
                </Form.Item>
              )}
            </>
          );
        }}
      </Form.Item>
      <Form.Item
        name={['legalPerson', 'phone']}
        label="手机号"
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: PHONE_RE, message: '请输入正确的中国大陆手机号' },
        ]}
      >
        <Input placeholder="用于接收审核通知" maxLength={15} style={{ maxWidth: 320 }} />
      </Form.Item>
    </>
  );
}

export function ShopStep({ categories }: { categories: CategoryOption[] }) {
  return (
    <>
      <Form.Item name={['shop', 'shopName']} label="店铺名称" rules={[{ required: true, message: '请输入店铺名称' }, { min: 2, max: 30 }, { whitespace: true }]}>
        <Input placeholder="2 至 30 个字" maxLength={30} showCount />
      </Form.Item>
      <Form.Item name={['shop', 'shopType']} label="店铺类型" rules={[{ required: true, message: '请选择店铺类型' }]}>
        <Radio.Group options={SHOP_TYPE_OPTIONS.map((o) => ({ ...o }))} />
      </Form.Item>
      <Form.Item noStyle dependencies={[['shop', 'shopType'], ['shop', 'brandType']]}>
        {({ getFieldValue }) => {
          const shopType = getFieldValue(['shop', 'shopType']) as number | undefined;
          const brandType = getFieldValue(['shop', 'brandType']) as number | undefined;
          const brandRequired = shopType === 1 || shopType === 2 || brandType === 2;
          return (
            <>
              {shopType === 1 && (
                <Form.Item name={['shop', 'flagshipType']} label="旗舰店类型" rules={[{ required: true, message: '请选择旗舰店类型' }]}>
                  <Radio.Group options={FLAGSHIP_TYPE_OPTIONS.map((o) => ({ ...o }))} />
                </Form.Item>
              )}
              <Form.Item name={['shop', 'brandType']} label="品牌类型" rules={[{ required: true, message: '请选择品牌类型' }]}>
                <Radio.Group options={BRAND_TYPE_OPTIONS.map((o) => ({ ...o }))} />
              </Form.Item>
              <Form.Item name={['shop', 'brandName']} label="品牌名称" rules={[{ required: brandRequired, message: '请输入品牌名称' }, { max: 50 }]}>
                <Input placeholder={brandRequired ? '经营的主品牌' : '选填，经营的主品牌'} maxLength={50} />
              </Form.Item>
              {brandType === 2 && (
                <>
                  <Form.Item name={['shop', 'authType']} label="授权类型" rules={[{ required: true, message: '请选择授权类型' }]}>
                    <Radio.Group options={AUTH_TYPE_OPTIONS.map((o) => ({ ...o }))} />
                  </Form.Item>
                  <Form.Item
                    name={['shop', 'authDocUrls']}
                    label="授权文件"
                    rules={[{ required: true, type: 'array', min: 1, message: '请上传授权文件' }]}
                    extra="品牌授权书或一级代理授权书，图片或 PDF，最多 5 个"
                  >
                    <ImageUpload scene="brand" accept={DOC_ACCEPT} max={5} label="上传文件" />
                  </Form.Item>
                  <Form.Item name={['shop', 'authValidTo']} label="授权截止日期" extra="授权无期限可不填">
                    <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
                  </Form.Item>
                </>
              )}
            </>
          );
        }}
      </Form.Item>
      <Form.Item name={['shop', 'mainCategoryIds']} label="主营类目" rules={[{ required: true, type: 'array', min: 1, message: '请选择主营类目' }, { type: 'array', max: 10, message: '主营类目最多 10 个' }]}>
        <Select mode="multiple" placeholder="请选择 1 至 10 个类目" options={categories.map((c) => ({ value: c.id, label: c.name }))} maxCount={10} allowClear />
      </Form.Item>
    </>
  );
}
