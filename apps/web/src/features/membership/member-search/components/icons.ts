// Icons of the member pages besides the shared set; one file each, so that nothing else loads.
export {
  IconDownload,
  IconMail,
  IconMapPin,
  IconPencil,
  IconUserEdit,
} from '../../../../components/ui/icons.ts';
export { default as IconFilter } from '@tabler/icons-react/dist/esm/icons/IconFilter.mjs';
export { default as IconSearch } from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
export { default as IconUsers } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
export { default as IconUserCheck } from '@tabler/icons-react/dist/esm/icons/IconUserCheck.mjs';
