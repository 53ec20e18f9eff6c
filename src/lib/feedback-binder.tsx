import { useEffect } from 'react';
import App from 'antd/es/app';
import { bindFeedback } from './feedback';

/**
 * Render once inside antd's <App>: hands its message/notification/modal
 * instances (which follow ConfigProvider locale and theme) to `feedback`.
 */
export function FeedbackBinder(): null {
  const { message, notification, modal } = App.useApp();
  useEffect(() => bindFeedback({ message, notification, modal }), [message, notification, modal]);
  return null;
}
