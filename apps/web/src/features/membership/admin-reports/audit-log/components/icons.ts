// Icons of the audit log besides the shared set; one file each, so that nothing else loads.
export { default as IconChevronDown } from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
