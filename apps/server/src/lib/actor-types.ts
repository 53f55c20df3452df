export { rolePermissions, type Permission, type Role, type ScopeType } from '@congregate/contracts';
export type UserType = 'member' | 'admin' | 'kiosk';
