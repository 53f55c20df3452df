// Icons this feature uses besides the shared set; one file each, so that nothing else loads.
export {
  IconCheck,
  IconDownload,
  IconMail,
  IconMapPin,
  IconPencil,
  IconUserEdit,
  IconX,
} from '../../../components/ui/icons.ts';
export { default as IconArrowsExchange } from '@tabler/icons-react/dist/esm/icons/IconArrowsExchange.mjs';
export { default as IconChevronDown } from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
export { default as IconFilter } from '@tabler/icons-react/dist/esm/icons/IconFilter.mjs';
export { default as IconHistory } from '@tabler/icons-react/dist/esm/icons/IconHistory.mjs';
export { default as IconSearch } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
export { default as IconUserCheck } from '@tabler/icons-react/dist/esm/icons/IconUserCheck.mjs';
export { default as IconUsers } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
