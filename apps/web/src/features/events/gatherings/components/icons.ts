// Icons of the attendance records besides the shared set; one file each, so that nothing else loads.
export { default as IconAlertTriangle } from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
export { default as IconBan } from '@tabler/icons-react/dist/esm/icons/IconBan.mjs';
export { default as IconCalendarPlus } from '@tabler/icons-react/dist/esm/icons/IconCalendarPlus.mjs';
export { default as IconChevronDown } from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
export { default as IconDeviceTablet } from '@tabler/icons-react/dist/esm/icons/IconDeviceTablet.mjs';
export { default as IconKey } from '@tabler/icons-react/dist/esm/icons/IconKey.mjs';
export { default as IconListCheck } from '@tabler/icons-react/dist/esm/icons/IconListCheck.mjs';
export { default as IconUsersGroup } from '@tabler/icons-react/dist/esm/icons/IconUsersGroup.mjs';
