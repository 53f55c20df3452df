export { default as IconFlame } from '@tabler/icons-react/dist/esm/icons/IconFlame.mjs';
export { default as IconChartLine } from '@tabler/icons-react/dist/esm/icons/IconChartLine.mjs';
export { default as IconUsers } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
