import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import {
  IconClipboardCheck,
  IconHome,
  IconPlayerPlay,
  IconQrcode,
  IconShieldLock,
} from '../../components/ui/icons.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.ts';
import classes from './tab-bar.module.css';

interface TabItem {
  to: string;
  labelKey: MessageKey;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  adminOnly?: boolean;
}

const tabItems: readonly TabItem[] = [
  { to: '/tabs/tab7', labelKey: 'tabs.home', icon: IconHome },
  { to: '/view-qr', labelKey: 'tabs.myQr', icon: IconQrcode },
  { to: '/attendance', labelKey: 'tabs.attendance', icon: IconClipboardCheck },
  { to: '/tabs/tab6', labelKey: 'tabs.videos', icon: IconPlayerPlay },
  { to: '/admin-page', labelKey: 'tabs.admin', icon: IconShieldLock, adminOnly: true },
];

/** The tabs (DESIGN.md section 5): a bottom bar on phones, a rail on wide screens. */
export function TabBar({ isAdmin, orientation }: { isAdmin: boolean; orientation: 'bar' | 'rail' }) {
  const t = useT();
  const items = tabItems.filter((item) => !item.adminOnly || isAdmin);
  return (
    <nav aria-label={t('shell.mainNav')} className={orientation === 'bar' ? classes.bar : classes.rail}>
      {items.map(({ to, labelKey, icon: Icon }) => (
        <UnstyledButton key={to} component={NavLink} to={to} className={classes.tab}>
          <Stack gap={2} align="center">
            <Icon size={22} aria-hidden />
            <Text fz={11} fw={600} lh={1.2}>
              {t(labelKey)}
            </Text>
          </Stack>
        </UnstyledButton>
      ))}
    </nav>
  );
}
