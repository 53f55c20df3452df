import {
  newAwardSchema,
  GROUP_LIMITS,
  type AwardRecipientType,
  type MemberListItem,
} from '@congregate/contracts';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { MemberSearchDialog } from '../../../../components/members/member-search-dialog.tsx';
import { useLocaleFlocks } from '../../../../lib/config/api/get-locale-flocks.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { fullName } from '../../../../lib/members/full-name.ts';
import { useGiveAward } from '../api/give-award.ts';
import { useAwardsT } from '../i18n/index.ts';
import {
  monthChoices,
  periodLabel,
  periodStartOf,
  yearChoices,
  type AwardPeriodChoice,
} from '../lib/periods.ts';

type Errors = Partial<Record<'member' | 'flock' | 'title' | 'note', string>>;

/** An admin gives an award by hand: to a member (searched) or a flock, for a month or year, with a title and note. */
export function GiveAwardDialog({
  opened,
  onClose,
  onGiven,
  localeId,
  initialPeriod,
}: {
  opened: boolean;
  onClose: () => void;
  onGiven: () => void;
  localeId: string;
  initialPeriod: AwardPeriodChoice;
}) {
  const at = useAwardsT();
  return (
    <Modal opened={opened} onClose={onClose} title={at('give.title')} size="lg">
      {/* Mounted only while open, so that each opening starts empty. */}
      {opened && (
        <GiveAwardForm
          localeId={localeId}
          initialPeriod={initialPeriod}
          onClose={onClose}
          onGiven={onGiven}
        />
      )}
    </Modal>
  );
}

function GiveAwardForm({
  localeId,
  initialPeriod,
  onClose,
  onGiven,
}: {
  localeId: string;
  initialPeriod: AwardPeriodChoice;
  onClose: () => void;
  onGiven: () => void;
}) {
  const at = useAwardsT();
  const { language } = useI18n();
  const refusal = useRefusalMessage();
  const give = useGiveAward();
  const flocks = useLocaleFlocks(localeId);
  const [recipientType, setRecipientType] = useState<AwardRecipientType>('member');
  const [member, setMember] = useState<MemberListItem | null>(null);
  const [searching, setSearching] = useState(false);
  const [flockId, setFlockId] = useState<string | null>(null);
  const [period, setPeriod] = useState<AwardPeriodChoice>(initialPeriod);
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const periodOptions =
    period.period === 'month'
      ? monthChoices().map((m) => ({
          value: `${m.year}-${m.month}`,
          label: periodLabel({ period: 'month', ...m }, language),
        }))
      : yearChoices().map((y) => ({ value: `${y}-1`, label: String(y) }));
  const periodValue = `${period.year}-${period.period === 'year' ? 1 : period.month}`;

  function submit() {
    const body = {
      localeId,
      recipientType,
      ...(recipientType === 'member' ? { memberId: member?.id } : { flockId: flockId ?? undefined }),
      period: period.period,
      periodStart: periodStartOf(period),
      title,
      note: note.trim() ? note : null,
    };
    const parsed = newAwardSchema.safeParse(body);
    const found: Errors = {};
    if (recipientType === 'member' && !member) found.member = at('give.needMember');
    if (recipientType === 'flock' && !flockId) found.flock = at('give.needFlock');
    if (!title.trim()) found.title = at('give.needTitle');
    else if (title.trim().length > GROUP_LIMITS.awardTitleMax)
      found.title = at('give.tooLong', { max: GROUP_LIMITS.awardTitleMax });
    if (note.trim().length > GROUP_LIMITS.awardNoteMax)
      found.note = at('give.tooLong', { max: GROUP_LIMITS.awardNoteMax });
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setFormError(null);
    give.mutate(parsed.data, {
      onSuccess: () => {
        onGiven();
        onClose();
      },
      onError: (error) => setFormError(refusal(error)),
    });
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="award-recipient-label">
          {at('give.recipient')}
        </Text>
        <SegmentedControl
          aria-labelledby="award-recipient-label"
          value={recipientType}
          onChange={(value) => setRecipientType(value as AwardRecipientType)}
          data={[
            { value: 'member', label: at('give.toMember') },
            { value: 'flock', label: at('give.toFlock') },
          ]}
        />
      </Stack>
      {recipientType === 'member' ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {at('give.member')}
          </Text>
          <Group gap="sm">
            {member && <Text>{fullName(member)}</Text>}
            <Button variant="light" onClick={() => setSearching(true)}>
              {member ? at('give.changeMember') : at('give.chooseMember')}
            </Button>
          </Group>
          {errors.member && (
            <Text size="sm" c="red" role="alert">
              {errors.member}
            </Text>
          )}
          <MemberSearchDialog
            opened={searching}
            onClose={() => setSearching(false)}
            title={at('give.searchTitle')}
            filters={{ localeId, endorsed: true }}
            onPick={(picked) => {
              setMember(picked);
              setErrors((e) => ({ ...e, member: undefined }));
              setSearching(false);
            }}
          />
        </Stack>
      ) : (
        <Select
          label={at('give.flock')}
          placeholder={at('give.flockPlaceholder')}
          data={(flocks.data?.flocks ?? []).map((f) => ({ value: f.id, label: f.name }))}
          value={flockId}
          onChange={setFlockId}
          searchable
          error={errors.flock}
        />
      )}
      <Group grow align="flex-start">
        <Select
          label={at('give.periodKind')}
          data={[
            { value: 'month', label: at('controls.month') },
            { value: 'year', label: at('controls.year') },
          ]}
          value={period.period}
          allowDeselect={false}
          onChange={(value) =>
            setPeriod((p) =>
              value === 'year' ? { ...p, period: 'year', month: 1 } : { ...p, period: 'month' },
            )
          }
        />
        <Select
          label={at('give.period')}
          data={
            periodOptions.some((o) => o.value === periodValue)
              ? periodOptions
              : [{ value: periodValue, label: periodLabel(period, language) }, ...periodOptions]
          }
          value={periodValue}
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            const [year, month] = value.split('-').map(Number) as [number, number];
            setPeriod((p) => ({ ...p, year, month }));
          }}
        />
      </Group>
      <TextInput
        label={at('give.awardTitle')}
        description={at('give.awardTitleHint')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={errors.title}
        required
      />
      <Textarea
        label={at('give.note')}
        description={at('give.noteHint')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={errors.note}
        autosize
        minRows={2}
      />
      {formError && (
        <Alert color="red" role="alert">
          {formError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {at('certificate.close')}
        </Button>
        <Button onClick={submit} loading={give.isPending}>
          {at('give.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
