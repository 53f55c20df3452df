import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { isApiError } from '../api/index.ts';
import { useT } from '../i18n/index.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from './field-errors.ts';

export interface ContractFormOptions<S extends z.ZodType> {
  initialValues: z.input<S>;
  /** Checks the schema cannot make (a confirmation field, a rule across calls); adds to the schema's errors. */
  validate?: (values: z.input<S>) => FieldErrors;
}

/**
 * A form over a contract's body schema: the values, the errors beside each field, a submit that parses the
 * values with the same schema the server uses, and `applyProblems` that puts a 422's field problems on the
 * fields (worded by the problem code, never by the server's English).
 */
export function useContractForm<S extends z.ZodType>(schema: S, options: ContractFormOptions<S>) {
  const t = useT();
  const [values, setValues] = useState<z.input<S>>(options.initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { validate: extraCheck } = options;

  const setValue = useCallback(<K extends keyof z.input<S>>(field: K, value: z.input<S>[K]) => {
    setValues((current) => ({ ...(current as object), [field]: value }) as z.input<S>);
  }, []);

  /** The parsed body, or null with the errors shown. */
  const validate = useCallback((): z.output<S> | null => {
    const parsed = schema.safeParse(values);
    const found: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error, t);
    for (const [field, message] of Object.entries(extraCheck?.(values) ?? {})) found[field] ??= message;
    setErrors(found);
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : null;
  }, [schema, values, extraCheck, t]);

  /** Shows a 422's (or a field-naming 409's) field problems; false when the error is not about fields. */
  const applyProblems = useCallback(
    (error: unknown): boolean => {
      if (!isApiError(error) || error.issues.length === 0) return false;
      if (error.status !== 422 && error.status !== 409) return false;
      setErrors(fieldErrorsFromApi(error, t));
      return true;
    },
    [t],
  );

  const onSubmit = useCallback(
    (handler: (body: z.output<S>) => void) => (event?: FormEvent) => {
      event?.preventDefault();
      const body = validate();
      if (body !== null) handler(body);
    },
    [validate],
  );

  const reset = useCallback(() => {
    setValues(options.initialValues);
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first values, as the form began
  }, []);

  return { values, setValues, setValue, errors, setErrors, validate, applyProblems, onSubmit, reset };
}
