import { conflictReasonOf } from '@congregate/contracts';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { IconPrinter } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useBaptismalForm } from '../api/get-baptismal-form.ts';
import { BaptismalFormSheet } from '../components/baptismal-form-sheet.tsx';
import { SignedFormUpload } from '../components/signed-form-upload.tsx';
import { BaptismAdminFrame } from '../components/baptism-admin-frame.tsx';
import { useBaptismsT } from '../i18n/index.ts';

function FormOf({ pepId }: { pepId: string }) {
  const bt = useBaptismsT();
  const form = useBaptismalForm(pepId);
  if (form.isPending) return <LoadingBlock />;
  if (form.isError) {
    const error = form.error;
    const notScheduled =
      isApiError(error) && error.status === 409 && conflictReasonOf(error.details) !== 'possible_duplicate';
    return notScheduled ? (
      <Alert color="orange">
        <Stack gap="xs">
          <Text>{bt('form.notScheduled')}</Text>
          <Anchor component={Link} to={`/pep/${pepId}`}>
            {bt('convert.openPep')}
          </Anchor>
        </Stack>
      </Alert>
    ) : (
      <LoadError error={error} onRetry={() => void form.refetch()} />
    );
  }
  const { pep } = form.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" className="no-print" wrap="wrap">
        <Anchor component={Link} to={`/pep/${pep.id}`}>
          {bt('form.backToPep', { name: pep.displayName })}
        </Anchor>
        <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          {bt('form.print')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" className="no-print">
        {bt('form.printHint')}
      </Text>
      <BaptismalFormSheet form={form.data} />
      <div className="no-print">
        <SignedFormUpload pep={pep} />
      </div>
    </Stack>
  );
}

/** `pep/:id/baptismal-form`: a scheduled PEP's printable baptismal form, and the upload of the signed scan. */
export default function BaptismalFormPage() {
  const { id = '' } = useParams();
  return (
    <BaptismAdminFrame titleKey="form.title" introKey="form.intro" maw={900}>
      {() => <FormOf pepId={id} />}
    </BaptismAdminFrame>
  );
}
