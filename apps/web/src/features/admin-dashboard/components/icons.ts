// Icons of the dashboard besides the shared set; one file each, so that nothing else loads.
export { default as IconHistory } from '@tabler/icons-react/dist/esm/icons/IconHistory.mjs';
export { default as IconSearch } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
export { default as IconUserCheck } from '@tabler/icons-react/dist/esm/icons/IconUserCheck.mjs';
export { default as IconUsers } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
