'use client';

import { useId, useMemo } from 'react';
import { playgroundMessages } from '@/messages/playground';
import { argFields, fieldText, withField, type ArgField } from '@/lib/editor/args-form';

const t = playgroundMessages.argsForm;

interface Props {
  inputSchema: unknown;
  /** The arguments as the JSON view holds them; undefined while that JSON is unreadable. */
  value: Record<string, unknown> | undefined;
  onChange: (value: Record<string, unknown>) => void;
}

/**
 * The call's arguments as a form built from the tool's `inputSchema` (one typed field per
 * property, required ones marked), edited in step with the JSON view beside it.
 */
export function ArgsForm({ inputSchema, value, onChange }: Props) {
  const fields = useMemo(() => argFields(inputSchema), [inputSchema]);
  const id = useId();
  if (fields.length === 0) return <p className="m-0 text-sm text-muted">{t.none}</p>;
  const blocked = value === undefined;
  return (
    <fieldset className="m-0 min-w-0 space-y-2 border-0 p-0" disabled={blocked}>
      <legend className="font-medium">{t.legend}</legend>
      {blocked ? (
        <p role="status" className="m-0 text-sm text-kind-error">
          {t.blocked}
        </p>
      ) : null}
      {fields.map((field) => (
        <Field
          key={field.name}
          id={`${id}-${field.name}`}
          field={field}
          args={value ?? {}}
          onChange={onChange}
        />
      ))}
    </fieldset>
  );
}

function Field({
  id,
  field,
  args,
  onChange,
}: {
  id: string;
  field: ArgField;
  args: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
}) {
  const { title, description, required } = field.base;
  const hint = description ? `${id}-aide` : undefined;
  const label = (
    <span className="font-mono">
      {field.name}
      {title ? <span className="font-sans text-muted"> ({title})</span> : null}
      {required ? <span className="font-sans text-kind-error"> · {t.required}</span> : null}
      {field.kind === 'json' ? (
        <span className="font-sans text-muted"> · {t.jsonField}</span>
      ) : null}
    </span>
  );
  const control =
    field.kind === 'boolean' ? (
      <input
        id={id}
        type="checkbox"
        className="h-5 w-5"
        checked={args[field.name] === true}
        aria-describedby={hint}
        onChange={(event) => onChange(withField(args, field, event.target.checked))}
      />
    ) : field.kind === 'choice' ? (
      <select
        id={id}
        className="min-h-11 rounded border border-border bg-surface px-2"
        value={fieldText(args, field)}
        aria-describedby={hint}
        onChange={(event) => onChange(withField(args, field, event.target.value))}
      >
        {required ? null : <option value="" />}
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    ) : (
      <input
        id={id}
        // Numbers are typed as text: « 2,5 » and a wrong value stay visible, and are checked.
        type="text"
        inputMode={field.kind === 'number' || field.kind === 'integer' ? 'decimal' : undefined}
        className="min-h-11 w-full rounded border border-border bg-surface px-2 font-mono"
        value={fieldText(args, field)}
        required={required}
        aria-describedby={hint}
        onChange={(event) => onChange(withField(args, field, event.target.value))}
      />
    );
  return (
    <div className={field.kind === 'boolean' ? 'flex items-center gap-2' : 'flex flex-col gap-1'}>
      {field.kind === 'boolean' ? control : null}
      <label htmlFor={id}>{label}</label>
      {field.kind === 'boolean' ? null : control}
      {description ? (
        <p id={hint} className="m-0 text-sm text-muted">
          {description}
        </p>
      ) : null}
    </div>
  );
}
