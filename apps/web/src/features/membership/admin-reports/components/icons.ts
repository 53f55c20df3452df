// Icons of the dashboard besides the shared set; one file each, so that nothing else loads.
export { default as IconHistory } from '@tabler/icons-react/dist/esm/icons/IconHistory.mjs';
export { default as IconSearch } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
export { default as IconUserCheck } from '@tabler/icons-react/dist/esm/icons/IconUserCheck.mjs';
export { default as IconUsers } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
export { default as IconDroplet } from '@tabler/icons-react/dist/esm/icons/IconDroplet.mjs';
export { default as IconScan } from '@tabler/icons-react/dist/esm/icons/IconScan.mjs';
export { default as IconTrophy } from '@tabler/icons-react/dist/esm/icons/IconTrophy.mjs';
