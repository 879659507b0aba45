'use client';

import { Button } from '@/components/ui/button';
import { useId, useState, type FormEvent } from 'react';
import type { ElicitRequest, ElicitResult } from '@modelcontextprotocol/client';
import { hostMessages } from '@/messages/host';
import { isLegacyRevision, type Revision } from '@/lib/mcp/revisions';
import { ModalDialog } from './modal-dialog';

const t = hostMessages.elicitation;

interface Field {
  name: string;
  type: 'boolean' | 'number' | 'integer' | 'string';
  title: string;
  description?: string;
  required: boolean;
  options?: { value: string; label: string }[];
  format?: string;
}

/** The fields of a `requestedSchema` (flat, primitive properties only, as the spec allows). */
function fieldsOf(schema: unknown): Field[] {
  const s = schema && typeof schema === 'object' ? (schema as Record<string, unknown>) : {};
  const properties = (
    s.properties && typeof s.properties === 'object' ? s.properties : {}
  ) as Record<string, Record<string, unknown>>;
  const required = Array.isArray(s.required) ? s.required : [];
  return Object.entries(properties).map(([name, p]) => {
    const type =
      p.type === 'boolean' || p.type === 'number' || p.type === 'integer' ? p.type : 'string';
    const oneOf = Array.isArray(p.oneOf)
      ? (p.oneOf as { const?: unknown; title?: unknown }[]).map((o) => ({
          value: String(o.const),
          label: typeof o.title === 'string' ? o.title : String(o.const),
        }))
      : undefined;
    const enumValues = Array.isArray(p.enum)
      ? p.enum.map((v, i) => {
          const names = Array.isArray(p.enumNames) ? p.enumNames : [];
          return { value: String(v), label: typeof names[i] === 'string' ? names[i] : String(v) };
        })
      : undefined;
    return {
      name,
      type,
      title: typeof p.title === 'string' ? p.title : name,
      ...(typeof p.description === 'string' && { description: p.description }),
      required: required.includes(name),
      ...((oneOf ?? enumValues) && { options: oneOf ?? enumValues }),
      ...(typeof p.format === 'string' && { format: p.format }),
    };
  });
}

function initialValue(field: Field, schema: Record<string, unknown>): unknown {
  if (field.type === 'boolean') return typeof schema.default === 'boolean' ? schema.default : false;
  if (field.options) return field.options[0]?.value ?? '';
  return typeof schema.default === 'string' || typeof schema.default === 'number'
    ? String(schema.default)
    : '';
}

/** A server's question to the human, as a real French form (accept / decline / cancel). */
export function ElicitationDialog({
  request,
  server,
  revision,
  onAnswer,
}: {
  request: ElicitRequest['params'];
  server: string;
  revision: Revision;
  onAnswer: (result: ElicitResult) => void;
}) {
  const formId = useId();
  const schema = 'requestedSchema' in request ? request.requestedSchema : undefined;
  const fields = fieldsOf(schema);
  const properties = ((schema as { properties?: unknown } | undefined)?.properties ?? {}) as Record<
    string,
    Record<string, unknown>
  >;
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, initialValue(f, properties[f.name] ?? {})])),
  );
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content: Record<string, string | number | boolean> = {};
    for (const field of fields) {
      const value = values[field.name];
      if (field.type === 'boolean') content[field.name] = value === true;
      else if (field.type === 'number' || field.type === 'integer') {
        if (value === '' || value === undefined) continue;
        const n = Number(value);
        if (!Number.isFinite(n)) {
          setError(t.invalidNumber);
          return;
        }
        content[field.name] = field.type === 'integer' ? Math.trunc(n) : n;
      } else if (typeof value === 'string' && value !== '') content[field.name] = value;
    }
    onAnswer({ action: 'accept', content });
  };

  return (
    <ModalDialog title={t.title({ server })} onEscape={() => onAnswer({ action: 'cancel' })}>
      <p className="mb-2 text-sm text-muted">
        {isLegacyRevision(revision) ? t.wire2025 : t.wire2026}
      </p>
      <p className="mb-3 font-medium">{request.message}</p>
      {'url' in request && typeof request.url === 'string' ? (
        <p className="mb-3 break-all text-sm">
          <code>{request.url}</code>
        </p>
      ) : null}
      <form id={formId} onSubmit={submit} className="space-y-3" noValidate>
        {fields.map((field) => {
          const id = `${formId}-${field.name}`;
          const described = field.description ? `${id}-desc` : undefined;
          const value = values[field.name];
          const set = (next: unknown) => setValues((v) => ({ ...v, [field.name]: next }));
          return (
            <div key={field.name} className="flex flex-col gap-1">
              {field.type === 'boolean' ? (
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={value === true}
                    aria-describedby={described}
                    onChange={(e) => set(e.target.checked)}
                  />
                  <span>{field.title}</span>
                </label>
              ) : (
                <>
                  <label htmlFor={id} className="font-medium">
                    {field.title}
                  </label>
                  {field.options ? (
                    <select
                      id={id}
                      className="rounded border border-border bg-surface px-2 py-1.5"
                      value={String(value)}
                      aria-describedby={described}
                      onChange={(e) => set(e.target.value)}
                    >
                      {field.options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={id}
                      className="rounded border border-border bg-surface px-2 py-1.5"
                      type={
                        field.type === 'string'
                          ? field.format === 'email'
                            ? 'email'
                            : field.format === 'date'
                              ? 'date'
                              : 'text'
                          : 'number'
                      }
                      required={field.required}
                      value={
                        typeof value === 'string' || typeof value === 'number' ? String(value) : ''
                      }
                      aria-describedby={described}
                      onChange={(e) => set(e.target.value)}
                    />
                  )}
                </>
              )}
              {field.description ? (
                <span id={described} className="text-sm text-muted">
                  {field.description}
                </span>
              ) : null}
            </div>
          );
        })}
        {error ? (
          <p role="alert" className="text-kind-error">
            {error}
          </p>
        ) : null}
      </form>
      <p className="mt-2 text-sm text-muted">{t.escapeHint}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="quiet" onClick={() => onAnswer({ action: 'cancel' })}>
          {t.cancel}
        </Button>
        <Button variant="quiet" onClick={() => onAnswer({ action: 'decline' })}>
          {t.decline}
        </Button>
        <Button type="submit" form={formId} variant="primary">
          {t.accept}
        </Button>
      </div>
    </ModalDialog>
  );
}
