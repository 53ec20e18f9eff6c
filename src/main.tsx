import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initErrorReporting } from '@/lib/error-reporting';
import { App } from '@/app/app';
import 'antd/dist/reset.css';
import '@/app/global.css';

initErrorReporting();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
