import type { ChangeEventHandler } from 'react';

/**
 * A native checkbox in the theme colour (`.xm-check`, global.css) for row selection in lists: cheap to mount per row,
 * keyboard and form behaviour for free. `indeterminate` (some rows selected) is a DOM property, set on the element.
 */
export function CheckBox({ label, checked, indeterminate = false, disabled, onChange }: { label: string; checked: boolean; indeterminate?: boolean; disabled?: boolean; onChange: ChangeEventHandler<HTMLInputElement> }) {
  return (
    <input
      type="checkbox"
      className="xm-check"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onChange={onChange}
    />
  );
}
