import { changePasswordBodySchema } from '@congregate/contracts';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/index.ts';
import { en, I18nProvider } from '../i18n/index.ts';
import { useContractForm } from './use-contract-form.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider language="en">{children}</I18nProvider>
);

function renderForm(validate?: (values: { newPassword: string }) => Record<string, string>) {
  return renderHook(
    () =>
      useContractForm(changePasswordBodySchema, {
        initialValues: { currentPassword: 'old-secret-1', newPassword: '' },
        validate,
      }),
    { wrapper },
  );
}

describe('useContractForm', () => {
  it('checks the values with the contract schema and shows its errors beside the fields', () => {
    const { result } = renderForm();
    const handler = vi.fn();
    act(() => result.current.setValue('currentPassword', ''));
    act(() => result.current.onSubmit(handler)());
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ currentPassword: en['validation.required'] });
  });

  it('submits the parsed body once the values pass, with the form\'s own checks', () => {
    const { result } = renderForm(
      (values): Record<string, string> =>
        values.newPassword === 'blocked-password-9' ? { newPassword: 'not this one' } : {},
    );
    const handler = vi.fn();
    act(() => result.current.setValue('newPassword', 'blocked-password-9'));
    act(() => result.current.onSubmit(handler)());
    expect(result.current.errors).toEqual({ newPassword: 'not this one' });
    act(() => result.current.setValue('newPassword', 'a-good-new-password-9'));
    act(() => result.current.onSubmit(handler)());
    expect(handler).toHaveBeenCalledWith({ currentPassword: 'old-secret-1', newPassword: 'a-good-new-password-9' });
    expect(result.current.errors).toEqual({});
  });

  it("puts a 422's field problems on the fields, worded by the problem code", () => {
    const { result } = renderForm();
    const error = new ApiError(422, 'invalid_input', 'Invalid input', {
      issues: [{ path: 'body.currentPassword', message: 'wrong', code: 'current_password_wrong' }],
    });
    let handled = false;
    act(() => {
      handled = result.current.applyProblems(error);
    });
    expect(handled).toBe(true);
    expect(result.current.errors).toEqual({ currentPassword: en['problem.current_password_wrong'] });
  });

  it('leaves an error that is not about fields to the caller', () => {
    const { result } = renderForm();
    expect(result.current.applyProblems(new ApiError(403, 'forbidden', 'No'))).toBe(false);
    expect(result.current.applyProblems(new ApiError(422, 'invalid_input', 'Invalid input'))).toBe(false);
    expect(result.current.applyProblems(new Error('boom'))).toBe(false);
    expect(result.current.errors).toEqual({});
  });
});
