import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initErrorReporting } from '@/lib/error-reporting/lazy';
import { App } from '@/app/app';

initErrorReporting();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
