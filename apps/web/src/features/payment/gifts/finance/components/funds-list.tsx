import { fundPatchSchema, newFundSchema, type Fund } from '@congregate/contracts';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog.tsx';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { fieldErrorsFromZod, type FieldErrors } from '../../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../../lib/i18n/index.ts';
import { useCreateFund } from '../api/create-fund.ts';
import { useFunds } from '../../api/get-funds.ts';
import { useUpdateFund } from '../api/update-fund.ts';
import { useFinanceT } from '../i18n/index.ts';
import { useFinanceRefusal } from './finance-format.ts';

/** The locale's funds (at most 50, archived too), with add, edit, archive and restore. */
export function FundsList({ localeId }: { localeId: string }) {
  const ft = useFinanceT();
  const funds = useFunds(localeId, true);
  const [editing, setEditing] = useState<Fund | null>(null);
  const [toggling, setToggling] = useState<Fund | null>(null);
  const update = useUpdateFund();
  const refusal = useFinanceRefusal();

  return (
    <Stack gap="sm" component="section" aria-label={ft('funds.title')}>
      <Text fw={600}>{ft('funds.title')}</Text>
      {funds.isPending ? (
        <LoadingBlock />
      ) : funds.isError ? (
        <LoadError error={funds.error} onRetry={() => void funds.refetch()} />
      ) : funds.data.items.length === 0 ? (
        <Text c="dimmed">{ft('funds.none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {funds.data.items.map((fund) => (
            <Paper key={fund.id} withBorder p="sm" component="li">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2} style={{ flex: 1, minWidth: 180 }}>
                  <Group gap="xs">
                    <Text fw={500}>{fund.name}</Text>
                    <Badge variant="light" color={fund.active ? 'teal' : 'gray'}>
                      {fund.active ? ft('fund.active') : ft('fund.archived')}
                    </Badge>
                  </Group>
                  {fund.description && (
                    <Text size="sm" c="dimmed">
                      {fund.description}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {ft('fund.order', { order: fund.sortOrder })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setEditing(fund)}
                    aria-label={ft('fund.editNamed', { name: fund.name })}
                  >
                    {ft('fund.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color={fund.active ? 'red' : undefined}
                    onClick={() => setToggling(fund)}
                    aria-label={ft(fund.active ? 'fund.archiveNamed' : 'fund.restoreNamed', {
                      name: fund.name,
                    })}
                  >
                    {fund.active ? ft('fund.archive') : ft('fund.restore')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {update.isError && !editing && (
        <Alert color="red" role="alert">
          {refusal(update.error)}
        </Alert>
      )}
      {funds.data && funds.data.items.length < 50 && <NewFundForm localeId={localeId} />}

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={ft('fund.editTitle')}>
        {editing && <FundEditForm fund={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDialog
        opened={toggling !== null}
        title={
          toggling
            ? ft(toggling.active ? 'fund.archiveTitle' : 'fund.restoreTitle', { name: toggling.name })
            : ''
        }
        confirmLabel={toggling?.active ? ft('fund.archive') : ft('fund.restore')}
        danger={toggling?.active ?? false}
        loading={update.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={() =>
          toggling &&
          update.mutate(
            { id: toggling.id, patch: { active: !toggling.active } },
            { onSettled: () => setToggling(null) },
          )
        }
      >
        {toggling?.active ? ft('fund.archiveBody') : ft('fund.restoreBody')}
      </ConfirmDialog>
    </Stack>
  );
}

function NewFundForm({ localeId }: { localeId: string }) {
  const ft = useFinanceT();
  const t = useT();
  const refusal = useFinanceRefusal();
  const create = useCreateFund();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    const parsed = newFundSchema.safeParse({ localeId, name, description });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error, t));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setName('');
        setDescription('');
      },
    });
  };
  return (
    <Paper withBorder p="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text fw={600}>{ft('funds.addTitle')}</Text>
          <TextInput
            label={ft('fund.name')}
            required
            value={name}
            error={errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            label={ft('fund.description')}
            value={description}
            error={errors.description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          {create.isError && (
            <Alert color="red" role="alert">
              {refusal(create.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={create.isPending}>
              {ft('funds.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function FundEditForm({ fund, onDone }: { fund: Fund; onDone: () => void }) {
  const ft = useFinanceT();
  const t = useT();
  const refusal = useFinanceRefusal();
  const update = useUpdateFund();
  const [name, setName] = useState(fund.name);
  const [description, setDescription] = useState(fund.description);
  const [sortOrder, setSortOrder] = useState<number | string>(fund.sortOrder);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    const parsed = fundPatchSchema.safeParse({
      name,
      description,
      sortOrder: typeof sortOrder === 'number' ? sortOrder : Number.NaN,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error, t));
      return;
    }
    setErrors({});
    update.mutate({ id: fund.id, patch: parsed.data }, { onSuccess: onDone });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          label={ft('fund.name')}
          required
          data-autofocus
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Textarea
          label={ft('fund.description')}
          autosize
          minRows={2}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <NumberInput
          label={ft('fund.orderLabel')}
          description={ft('fund.orderHint')}
          min={0}
          max={1000}
          allowDecimal={false}
          value={sortOrder}
          error={errors.sortOrder}
          onChange={setSortOrder}
        />
        {update.isError && (
          <Alert color="red" role="alert">
            {refusal(update.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
