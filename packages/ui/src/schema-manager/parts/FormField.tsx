import type { ReactNode } from 'react';

/** A labelled input of an editor with its message; `children` renders the control with `id` and `describedBy`. */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="curate-Schema-input" data-slot="form-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint && (
        <span id={`${id}-hint`} className="curate-Schema-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="curate-Schema-error">
          {error}
        </span>
      )}
    </div>
  );
}
