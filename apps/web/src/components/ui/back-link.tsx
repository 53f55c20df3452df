import { Anchor, Group } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { IconArrowLeft } from './icons.ts';

/** "Back": to the previous page when there is one in this tab, else to `fallback`. */
export function BackLink({ fallback }: { fallback: string }) {
  const t = useT();
  const navigate = useNavigate();
  const hasHistory = typeof window !== 'undefined' && (window.history.state as { idx?: number } | null)?.idx;
  return (
    <Anchor
      component={Link}
      to={fallback}
      onClick={(event) => {
        if (hasHistory) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('common.back')}
      </Group>
    </Anchor>
  );
}
