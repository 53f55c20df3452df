import { Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { QrImage } from '../../../../components/ui/qr-image.tsx';
import { useProfile } from '../../../../lib/auth/index.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useMemberCard } from '../../../../lib/members/api/get-member-card.ts';
import { loginPathBackTo } from '../../../../lib/routing/return-to.ts';
import { PosterScanner } from '../components/poster-scanner.tsx';
import { useCheckInT } from '../i18n/index.ts';

function MyCard({ memberId }: { memberId: string }) {
  const ct = useCheckInT();
  const card = useMemberCard(memberId);
  if (card.isPending) return <LoadingBlock />;
  if (card.isError) return <LoadError error={card.error} onRetry={() => void card.refetch()} />;
  return (
    <Stack align="center" gap="xs">
      <Text size="sm">{ct('modal.cardHint')}</Text>
      <div style={{ background: '#fff', padding: 8, borderRadius: 8 }}>
        <QrImage value={card.data.token} alt={ct('modal.qrAlt', { id: card.data.customId })} />
      </div>
      <Text fw={600}>{card.data.displayName}</Text>
    </Stack>
  );
}

/**
 * `checkin-modal`: the member's own check-in, a dialog over home — their QR card to show a kiosk, or the
 * phone's camera on the poster at the door. Closing it goes back to where it was opened from.
 */
export default function CheckInDialogPage() {
  const t = useT();
  const ct = useCheckInT();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: profile } = useProfile();
  const [mode, setMode] = useState<'card' | 'scan'>('card');
  const close = () =>
    void (location.key !== 'default' ? navigate(-1) : navigate('/tabs/tab7', { replace: true }));

  return (
    <Modal opened onClose={close} title={t('page.checkin-modal')} size="md" centered>
      <Stack gap="md">
        <Text size="sm">{ct('modal.intro')}</Text>
        <SegmentedControl
          fullWidth
          aria-label={ct('modal.mode')}
          value={mode}
          onChange={(value) => setMode(value as 'card' | 'scan')}
          data={[
            { value: 'card', label: ct('modal.card') },
            { value: 'scan', label: ct('modal.scan') },
          ]}
        />
        {mode === 'card' ? (
          profile ? (
            <MyCard memberId={profile.member.id} />
          ) : (
            <LoadingBlock />
          )
        ) : (
          <PosterScanner loginPath={loginPathBackTo(location.pathname)} />
        )}
      </Stack>
    </Modal>
  );
}
