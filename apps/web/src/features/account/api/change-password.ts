import { changePasswordResponseSchema, type ChangePasswordBody } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/index.ts';

export type ChangePasswordResult = z.infer<typeof changePasswordResponseSchema>;

/** `PUT membership users/changePassword`: other sessions of the user are ended. */
export function putChangePassword(body: ChangePasswordBody): Promise<ChangePasswordResult> {
  return apiRequest('membership', 'users/changePassword', {
    method: 'PUT',
    body,
    schema: changePasswordResponseSchema,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: putChangePassword });
}
