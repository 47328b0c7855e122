import type { ReactNode } from 'react';

/** A named group of toggle buttons: a fieldset whose legend only screen readers read. */
export function ChipGroup({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <fieldset className={`chip-group ${className}`}>
      <legend className="visually-hidden">{label}</legend>
      {children}
    </fieldset>
  );
}
