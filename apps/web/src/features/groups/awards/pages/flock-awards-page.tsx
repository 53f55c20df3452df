import { awardKinds, type Award, type AwardKind } from '@congregate/contracts';
import { Alert, Button, Checkbox, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import {
  NotAllowed,
  useSignedInAccess,
  type SignedInAccess,
} from '../../../../components/ui/permission-gate.tsx';
import { grantedScopes, scopeLocales } from '../../../../lib/auth/admin-scope.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useComputeAwards } from '../api/compute-awards.ts';
import { useAwards } from '../api/list-awards.ts';
import { useRemoveAward } from '../api/remove-award.ts';
import { AwardCard } from '../components/award-card.tsx';
import { Certificate } from '../components/certificate.tsx';
import { GiveAwardDialog } from '../components/give-award-dialog.tsx';
import { useAwardsT } from '../i18n/index.ts';
import { awardName, recipientName } from '../lib/award-text.ts';
import {
  monthChoices,
  periodFromParams,
  periodLabel,
  periodStartOf,
  yearChoices,
  type AwardPeriodChoice,
} from '../lib/periods.ts';

/** Awards grouped for display: computed kinds in their fixed order, then manual awards by title. */
function groupAwards(awards: Award[]): { key: string; kind: AwardKind; items: Award[] }[] {
  const groups = new Map<string, { key: string; kind: AwardKind; items: Award[] }>();
  const order = (kind: AwardKind) => awardKinds.indexOf(kind);
  const sorted = [...awards].sort(
    (a, b) => order(a.kind) - order(b.kind) || (a.title ?? '').localeCompare(b.title ?? ''),
  );
  for (const award of sorted) {
    const key = award.kind === 'manual' ? `manual:${award.title ?? ''}` : award.kind;
    const group = groups.get(key) ?? { key, kind: award.kind, items: [] };
    group.items.push(award);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function AwardSection({
  id,
  title,
  awards,
  myFlockId,
  onCertificate,
  onDelete,
}: {
  id: string;
  title: string;
  awards: Award[];
  myFlockId: string | null;
  onCertificate: (award: Award) => void;
  onDelete: ((award: Award) => void) | null;
}) {
  const at = useAwardsT();
  if (awards.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {groupAwards(awards).map((group) => (
          <Stack gap="xs" key={group.key}>
            <Title order={3} size="h5">
              {awardName(at, group.items[0]!)}
            </Title>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {group.items.map((award) => (
                <AwardCard
                  key={award.id}
                  award={award}
                  highlighted={
                    myFlockId !== null && (award.flock?.id === myFlockId || award.memberFlockId === myFlockId)
                  }
                  onCertificate={() => onCertificate(award)}
                  onDelete={onDelete && award.kind === 'manual' ? () => onDelete(award) : null}
                />
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </section>
  );
}

function FlockAwards({ signedIn }: { signedIn: SignedInAccess }) {
  const at = useAwardsT();
  const { language } = useI18n();
  const refusal = useRefusalMessage();
  const [params, setParams] = useUrlParams();
  const locales = useLocales();
  const [giving, setGiving] = useState(false);
  const [confirmCompute, setConfirmCompute] = useState(false);
  const [deleting, setDeleting] = useState<Award | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const compute = useComputeAwards();
  const remove = useRemoveAward();

  const { profile, access } = signedIn;
  const adminLocales = scopeLocales(access, locales.data ?? []);
  const ownLocale = profile.member.endorsed ? profile.member.currentLocale : null;
  const localeId =
    params.get('localeId') ??
    (adminLocales.find((l) => l.id === ownLocale) ?? adminLocales[0])?.id ??
    ownLocale ??
    null;
  const isAdmin = localeId !== null && adminLocales.some((l) => l.id === localeId);
  const led = grantedScopes(access, 'flock_leader');
  const myFlockId = params.get('flockId') ?? led[0]?.id ?? profile.member.flockId ?? null;
  const filterOn =
    myFlockId !== null && (params.has('mine') ? params.get('mine') === '1' : params.has('flockId'));
  const period = periodFromParams(params);
  const label = periodLabel(period, language);
  const awards = useAwards(
    localeId
      ? {
          localeId,
          year: period.year,
          ...(period.period === 'month' ? { month: period.month } : {}),
          period: period.period,
          ...(filterOn && myFlockId ? { flockId: myFlockId } : {}),
        }
      : null,
  );

  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) current.delete(key);
        else current.set(key, value);
      }
      return current;
    });
  const setPeriod = (next: AwardPeriodChoice) =>
    set({ year: String(next.year), month: next.period === 'month' ? String(next.month) : null });

  const certificate = params.get('certificate');
  if (certificate) return <Certificate awardId={certificate} onBack={() => set({ certificate: null })} />;
  if (locales.isPending && !params.get('localeId') && !ownLocale) return <LoadingBlock />;
  if (!localeId) return <NotAllowed title={at('notAllowed.title')} body={at('notAllowed.body')} />;

  const items = awards.data?.pages.flatMap((page) => page.items) ?? [];
  const memberAwards = items.filter((a) => a.recipientType === 'member');
  const flockAwards = items.filter((a) => a.recipientType === 'flock');
  const monthOptions = monthChoices().map((m) => ({
    value: `${m.year}-${m.month}`,
    label: periodLabel({ period: 'month', ...m }, language),
  }));
  const monthValue = `${period.year}-${period.month}`;
  const yearOptions = yearChoices().map((y) => ({ value: String(y), label: String(y) }));

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {adminLocales.length > 1 && (
          <Select
            label={at('controls.locale')}
            data={adminLocales.map((l) => ({ value: l.id, label: l.name }))}
            value={localeId}
            allowDeselect={false}
            onChange={(value) => value && set({ localeId: value, flockId: null, mine: null })}
          />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="awards-period-label">
            {at('controls.period')}
          </Text>
          <SegmentedControl
            aria-labelledby="awards-period-label"
            value={period.period}
            onChange={(value) =>
              setPeriod(
                value === 'year'
                  ? { period: 'year', year: period.year, month: 1 }
                  : {
                      period: 'month',
                      year: period.year,
                      month: period.period === 'month' ? period.month : 1,
                    },
              )
            }
            data={[
              { value: 'month', label: at('controls.month') },
              { value: 'year', label: at('controls.year') },
            ]}
          />
        </Stack>
        {period.period === 'month' ? (
          <Select
            label={at('controls.monthPick')}
            data={
              monthOptions.some((o) => o.value === monthValue)
                ? monthOptions
                : [{ value: monthValue, label }, ...monthOptions]
            }
            value={monthValue}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              const [year, month] = value.split('-').map(Number) as [number, number];
              setPeriod({ period: 'month', year, month });
            }}
          />
        ) : (
          <Select
            label={at('controls.yearPick')}
            data={
              yearOptions.some((o) => o.value === String(period.year))
                ? yearOptions
                : [{ value: String(period.year), label }, ...yearOptions]
            }
            value={String(period.year)}
            allowDeselect={false}
            onChange={(value) => value && setPeriod({ period: 'year', year: Number(value), month: 1 })}
          />
        )}
        {myFlockId && (
          <Checkbox
            label={at('controls.myFlock')}
            checked={filterOn}
            onChange={(event) => set({ mine: event.currentTarget.checked ? '1' : '0', flockId: myFlockId })}
            mb={8}
          />
        )}
      </Group>

      {isAdmin && (
        <Group gap="sm">
          <Button onClick={() => setGiving(true)}>{at('admin.give')}</Button>
          <Button variant="light" onClick={() => setConfirmCompute(true)}>
            {at('admin.compute')}
          </Button>
        </Group>
      )}
      {notice && (
        <Alert
          color={notice.ok ? 'green' : 'red'}
          role={notice.ok ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}

      {awards.isPending ? (
        <LoadingBlock />
      ) : awards.isError ? (
        <LoadError error={awards.error} onRetry={() => void awards.refetch()} />
      ) : items.length === 0 ? (
        <Stack gap={4}>
          <Title order={2} size="h4">
            {at('empty.title', { period: label })}
          </Title>
          <Text c="dimmed">{isAdmin ? at('empty.admin') : at('empty.member')}</Text>
        </Stack>
      ) : (
        <Stack gap="xl">
          <AwardSection
            id="awards-members"
            title={at('section.members')}
            awards={memberAwards}
            myFlockId={myFlockId}
            onCertificate={(award) => set({ certificate: award.id })}
            onDelete={isAdmin ? setDeleting : null}
          />
          <AwardSection
            id="awards-flocks"
            title={at('section.flocks')}
            awards={flockAwards}
            myFlockId={myFlockId}
            onCertificate={(award) => set({ certificate: award.id })}
            onDelete={isAdmin ? setDeleting : null}
          />
          <LoadMoreButton query={awards} />
        </Stack>
      )}

      {isAdmin && (
        <>
          <GiveAwardDialog
            opened={giving}
            onClose={() => setGiving(false)}
            onGiven={() => setNotice({ ok: true, text: at('give.done') })}
            localeId={localeId}
            initialPeriod={period}
          />
          <ConfirmDialog
            opened={confirmCompute}
            title={at('compute.title', { period: label })}
            confirmLabel={at('compute.confirm')}
            danger={false}
            loading={compute.isPending}
            onCancel={() => setConfirmCompute(false)}
            onConfirm={() =>
              compute.mutate(
                { localeId, period: period.period, periodStart: periodStartOf(period) },
                {
                  onSuccess: (done) => {
                    setConfirmCompute(false);
                    setNotice({
                      ok: true,
                      text: at('compute.done', { count: done.awards.length, period: label }),
                    });
                  },
                  onError: (error) => {
                    setConfirmCompute(false);
                    setNotice({ ok: false, text: refusal(error) });
                  },
                },
              )
            }
          >
            {at('compute.body')}
          </ConfirmDialog>
          <ConfirmDialog
            opened={deleting !== null}
            title={at('delete.title')}
            confirmLabel={at('delete.confirm')}
            loading={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => setDeleting(null),
                onError: (error) => {
                  setDeleting(null);
                  setNotice({ ok: false, text: refusal(error) });
                },
              })
            }
          >
            {deleting
              ? at('delete.body', { title: awardName(at, deleting), name: recipientName(deleting) })
              : ''}
          </ConfirmDialog>
        </>
      )}
    </Stack>
  );
}

/**
 * `flock-awards` (`?localeId=&flockId=&year=&month=&certificate=`): a locale's awards for a month or year,
 * members and flocks grouped by award, the leader's flock highlighted; admins give awards by hand, compute
 * a period again and delete manual awards; every award has a printable certificate.
 */
export default function FlockAwardsPage() {
  const at = useAwardsT();
  const state = useSignedInAccess();
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  return (
    <PageCard title={at('title')} intro={at('intro')} maw={1000}>
      <FlockAwards signedIn={{ profile: state.profile, access: state.access }} />
    </PageCard>
  );
}
