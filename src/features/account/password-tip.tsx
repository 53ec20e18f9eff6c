import { useState } from 'react';
import Modal from 'antd/es/modal';
import { ChangePasswordModal } from './change-password-modal';

/**
 * After a login whose answer says the password is old or was set by someone else: the advice to change it, then the
 * change-password dialog. Its own chunk, loaded only when a login needs it (not part of the login page's first paint).
 */
export default function PasswordTip({ onSkip }: { onSkip: () => void }) {
  const [tipOpen, setTipOpen] = useState(true);
  const [changeOpen, setChangeOpen] = useState(false);
  return (
    <>
      <Modal
        open={tipOpen}
        title="建议修改密码"
        okText="立即修改"
        cancelText="稍后再说"
        closable={false}
        maskClosable={false}
        onOk={() => {
          setTipOpen(false);
          setChangeOpen(true);
        }}
        onCancel={() => {
          setTipOpen(false);
          onSkip();
        }}
      >
        您的密码已超过 90 天未修改，或由他人为您设置。为了账号安全，建议立即修改密码。
      </Modal>
      <ChangePasswordModal open={changeOpen} reason="修改成功后需使用新密码重新登录。" onClose={() => setChangeOpen(false)} />
    </>
  );
}
