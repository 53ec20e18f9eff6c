import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import App from 'antd/es/app';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useUpdatePwd } from '@/api/gen/endpoints/account/account';
import { clearToken } from '@/stores/session';

export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,32}$/;

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Change password; the server revokes every session, so the user signs in again with the new password. */
export function ChangePasswordModal({ open, onClose, reason }: { open: boolean; onClose: () => void; reason?: string }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useUpdatePwd();

  const submit = async () => {
    const v = await form.validateFields();
    await mutation.mutateAsync({ data: { oldPassword: v.oldPassword, newPassword: v.newPassword } });
    message.success('密码已修改，请使用新密码重新登录');
    clearToken();
    queryClient.clear();
    onClose();
    await navigate({ to: '/login', replace: true });
  };

  return (
    <Modal title="修改密码" open={open} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} okText="确认修改" confirmLoading={mutation.isPending} destroyOnHidden>
      {reason ? <p style={{ color: 'var(--ant-color-warning-text)' }}>{reason}</p> : null}
      <Form form={form} layout="vertical" autoComplete="off">
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          extra="8-32 位，须同时包含字母和数字"
          rules={[{ required: true }, { pattern: PASSWORD_RULE, message: '新密码须为 8-32 位，且同时包含字母和数字' }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_, value) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('两次输入的新密码不一致'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
