import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useT } from '../../lib/i18n/index.ts';
import { IconMoon, IconSun } from './icons.ts';

/** Light/dark switch. Follows the system until the person chooses; Mantine remembers the choice. */
export function ColorSchemeToggle() {
  const t = useT();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const label = computed === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
    >
      {computed === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
