import { Button, Group, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { IconPrinter } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { NotAllowed } from '../../../../components/ui/permission-gate.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useGift } from '../api/get-gift.ts';
import { useGivingAccess } from '../api/get-giving-access.ts';
import { Receipt } from '../components/receipt.tsx';
import { RefundPanel } from '../components/refund-panel.tsx';
import { useGivingT } from '../i18n/index.ts';

function GiftReceiptView({ id }: { id: string }) {
  const gt = useGivingT();
  const gift = useGift(id);
  const access = useGivingAccess();
  if (gift.isPending) return <LoadingBlock />;
  if (gift.isError) {
    const status = isApiError(gift.error) ? gift.error.status : 0;
    if (status === 404 || status === 403 || status === 422)
      return <NotAllowed title={gt('receipt.notFoundTitle')} body={gt('receipt.notFoundBody')} />;
    return <LoadError error={gift.error} onRetry={() => void gift.refetch()} />;
  }
  const receipt = gift.data;
  const manages = (access.data?.locales ?? []).some(
    (locale) => locale.localeId === receipt.localeId && locale.access === 'manage',
  );
  return (
    <PageCard title={gt('receipt.title')} intro={receipt.receiptNumber}>
      <Stack gap="md">
        <Group gap="sm" className="no-print">
          <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
            {gt('receipt.print')}
          </Button>
          <Button component={Link} to="/transactions" variant="default">
            {gt('receipt.back')}
          </Button>
        </Group>
        <Receipt receipt={receipt} />
        {manages && <RefundPanel receipt={receipt} className="no-print" />}
      </Stack>
    </PageCard>
  );
}

/** `transaction-modal` (`?id=`): one gift's printable receipt; finance of its locale may refund it. */
export default function ReceiptPage() {
  const gt = useGivingT();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id)
    return (
      <PageCard title={gt('receipt.bareTitle')} intro={gt('receipt.bareBody')}>
        <Button component={Link} to="/transactions" style={{ alignSelf: 'flex-start' }}>
          {gt('receipt.toGiving')}
        </Button>
      </PageCard>
    );
  return <GiftReceiptView id={id} />;
}
