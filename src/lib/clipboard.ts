import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: how long the "copied" indicator stays. */
export const COPY_INDICATOR_MS = 1500;

/** For browsers or contexts (plain http) without the async clipboard API. */
function copyWithExecCommand(text: string): boolean {
  const previous = document.activeElement as HTMLElement | null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  textarea.focus();
  textarea.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previous?.focus?.();
  }
}

/** Copies text to the clipboard; resolves false when the browser refused. Never throws. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or not a secure context: try the old way.
  }
  return copyWithExecCommand(text);
}

/** `copy(text)` copies and sets `copied` for `timeoutMs`; copying again restarts the time. */
export function useCopy(timeoutMs: number = COPY_INDICATOR_MS): {
  copied: boolean;
  copy: (text: string) => Promise<boolean>;
} {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      const ok = await copyText(text);
      if (ok) {
        clearTimeout(timer.current);
        setCopied(true);
        timer.current = setTimeout(() => setCopied(false), timeoutMs);
      }
      return ok;
    },
    [timeoutMs],
  );

  return { copied, copy };
}
