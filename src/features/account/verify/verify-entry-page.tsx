import { getRouteApi, useNavigate } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import List from 'antd/es/list';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Steps from 'antd/es/steps';
import { OnboardingFrame } from '../onboarding-frame';
import { COMPANY_TYPE_OPTIONS, labelOf } from './verify-form';

const routeApi = getRouteApi('/_authed/company-verify/entry');

const MATERIALS: Record<number, string[]> = {
  1: ['营业执照照片（统一社会信用代码、名称、地址、营业期限清晰可见）', '法定代表人身份证件正反面照片', '店铺名称、店铺类型与经营品牌；授权品牌需品牌授权书', '与营业执照名称一致的对公银行账户'],
  2: ['个体工商户营业执照照片', '经营者本人身份证件正反面照片', '店铺名称、店铺类型与经营品牌', '对公账户或经营者本人的银行账户'],
  3: ['营业执照或经营场所证明照片', '经营者本人身份证件正反面照片', '店铺名称与主营类目', '经营者本人的银行账户'],
  4: ['境内主体营业执照照片', '法定代表人证件照片（港澳台及境外证件均可）', '境外主体名称、所在国家/地区与清关合作方', '品牌授权书（授权品牌）与对公银行账户'],
};

/** /company-verify/entry: what the verification asks for, before the form (spec §2: a saved draft goes straight to the form). */
export function VerifyEntryPage() {
  const { session } = routeApi.useRouteContext();
  const u = session.user;
  const navigate = useNavigate();
  const type = u.companyType;

  if (u.reviewStatus === 0 || u.reviewStatus === 1) {
    return (
      <OnboardingFrame title="企业认证" subtitle={u.companyName}>
        <Card>
          <Result
            status={u.reviewStatus === 1 ? 'success' : 'info'}
            title={u.reviewStatus === 1 ? '企业认证已通过' : '认证资料审核中'}
            extra={
              <Button type="primary" onClick={() => void navigate({ to: '/company-verify/result' })}>
                查看认证结果
              </Button>
            }
          />
        </Card>
      </OnboardingFrame>
    );
  }

  return (
    <OnboardingFrame title="企业认证" subtitle={u.companyName}>
      <Card>
        <Steps
          size="small"
          current={0}
          items={[{ title: '填写认证资料' }, { title: '平台审核（1-3 个工作日）' }, { title: '开店经营' }]}
          style={{ marginBottom: 24 }}
        />
        <h3 style={{ marginTop: 0 }}>
          公司类型：{labelOf(COMPANY_TYPE_OPTIONS, type)}，请提前准备以下资料
        </h3>
        <List
          size="small"
          bordered
          dataSource={MATERIALS[type] ?? MATERIALS[1]}
          renderItem={(item, i) => (
            <List.Item>
              {i + 1}. {item}
            </List.Item>
          )}
          style={{ marginBottom: 24 }}
        />
        <p className="xm-verify-hint">图片支持 JPG、PNG、WEBP、GIF，单张不超过 5 MB；授权文件可上传 PDF（10 MB 以内）。填写过程中会自动保存草稿。</p>
        <Space>
          <Button type="primary" size="large" onClick={() => void navigate({ to: '/company-verify' })} data-testid="verify-start">
            {u.reviewStatus === -1 ? '修改资料并重新提交' : '开始填写'}
          </Button>
          <Button size="large" onClick={() => void navigate({ to: '/login/apply' })}>
            返回
          </Button>
        </Space>
      </Card>
    </OnboardingFrame>
  );
}
