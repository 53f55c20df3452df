import type { ProfileMessageKey } from '../i18n/index.ts';

/** How a field is entered: each kind has one input and one conversion to the request body. */
export type FieldKind = 'text' | 'textarea' | 'date' | 'year' | 'select' | 'country' | 'switch' | 'mobile';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  label: ProfileMessageKey;
  required?: boolean;
  /** Choices of a `select`, labelled `option.<optionGroup>.<value>` (or the value itself without a group). */
  options?: readonly string[];
  optionGroup?: string;
  maxLength?: number;
  autoComplete?: string;
  hint?: ProfileMessageKey;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
}

/** What a form holds while it is edited: text as typed, switches as booleans. */
export type FormValues = Record<string, string | boolean>;

/** An entry of a list section as the server answers it. */
export type SectionItem = { id: string } & Record<string, unknown>;

/** Form values from a stored entry (null → empty). */
export function valuesOf(fields: readonly FieldSpec[], item?: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = item?.[field.name];
    if (field.kind === 'switch') values[field.name] = value === true;
    else values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/**
 * The request body for form values: text trimmed, blank optional fields as null, years as numbers.
 * Required fields stay as typed, so that the shared schema names what is missing.
 */
export function bodyOf(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'switch') {
      body[field.name] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') body[field.name] = field.required ? '' : null;
    else if (field.kind === 'year') body[field.name] = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    else body[field.name] = text;
  }
  return body;
}
