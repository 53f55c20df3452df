import {
  KIOSK_LIMITS,
  kioskCalls,
  newKioskSchema,
  type Kiosk,
  type KioskPairing,
  type Locale,
} from '@congregate/contracts';
import { Button, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconTrash } from '../../../../components/ui/icons.ts';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { useContractForm } from '../../../../lib/forms/use-contract-form.ts';
import { formatMoment, formatClock } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useKiosks } from '../../../../lib/kiosks/api/get-kiosks.ts';
import { useGatheringsT } from '../i18n/index.ts';
import { CheckInPointsPanel, type Outcome } from './check-in-points-panel.tsx';
import { IconDeviceTablet, IconKey } from './icons.ts';
import { KioskFaceSettings } from './kiosk-face-settings.tsx';
import { PairingCodeCard } from './pairing-code-card.tsx';
import { useCallMutation } from '../../../../lib/api/use-call-mutation.ts';
import { kioskKeys } from '../../../../lib/query-keys.ts';

/**
 * The locale's kiosk devices: add one (its one-time pairing code shows at once), a new code for one (its
 * tablet pairs again), revoke one after asking (its session ends at once; its check-ins stay); turn its face
 * check-in on (after asking) or off and adjust its matching.
 */
export function KiosksPanel({ locale }: { locale: Locale }) {
  const at = useGatheringsT();
  const { language } = useI18n();
  const loadError = useLoadErrorMessage();
  const kiosks = useKiosks(locale.id);
  const create = useCallMutation(kioskCalls.create, {
    input: (name: string) => ({ body: { localeId: locale.id, name } }),
    invalidates: [kioskKeys.all],
  });
  const newCode = useCallMutation(kioskCalls.newPairingCode, {
    input: (id: string) => ({ params: { id } }),
    invalidates: [kioskKeys.all],
  });
  const revoke = useCallMutation(kioskCalls.revoke, {
    input: (id: string) => ({ params: { id } }),
    invalidates: [kioskKeys.all],
  });
  const form = useContractForm(newKioskSchema, { initialValues: { localeId: locale.id, name: '' } });
  const [pairing, setPairing] = useState<KioskPairing | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [repairing, setRepairing] = useState<Kiosk | null>(null);
  const [revoking, setRevoking] = useState<Kiosk | null>(null);
  // When the list was shown: an open pairing code is judged against it.
  const [now] = useState(() => Date.now());

  const submit = () => {
    setOutcome(null);
    const body = form.validate();
    if (!body) return;
    create.mutate(body.name, {
      onSuccess: (answer) => {
        setPairing(answer);
        form.setValue('name', '');
      },
      onError: (error) => {
        if (!form.applyProblems(error)) setOutcome({ ok: false, text: loadError(error) });
      },
    });
  };

  const askNewCode = (kiosk: Kiosk) => {
    // A new code ends a paired tablet's session: ask first; an unpaired kiosk just gets its code.
    if (kiosk.pairedAt) setRepairing(kiosk);
    else makeNewCode(kiosk);
  };

  const makeNewCode = (kiosk: Kiosk) => {
    setOutcome(null);
    newCode.mutate(kiosk.id, {
      onSuccess: (answer) => {
        setRepairing(null);
        setPairing(answer);
      },
      onError: (error) => {
        setRepairing(null);
        setOutcome({ ok: false, text: loadError(error) });
      },
    });
  };

  const confirmRevoke = () => {
    if (!revoking) return;
    const kiosk = revoking;
    revoke.mutate(kiosk.id, {
      onSuccess: () => {
        setRevoking(null);
        if (pairing?.kiosk.id === kiosk.id) setPairing(null);
        setOutcome({ ok: true, text: at('kiosk.revoked', { name: kiosk.name }) });
      },
      onError: (error) => {
        setRevoking(null);
        setOutcome({ ok: false, text: loadError(error) });
      },
    });
  };

  return (
    <CheckInPointsPanel
      intro={at('kiosk.intro')}
      add={{
        label: at('kiosk.name'),
        description: at('kiosk.nameHint'),
        value: form.values.name,
        onChange: (value) => {
          form.setValue('name', value);
          if (form.errors.name) form.setErrors({});
        },
        error: form.errors.name,
        maxLength: KIOSK_LIMITS.nameMax + 10,
        submitLabel: at('kiosk.add'),
        pending: create.isPending,
        onSubmit: submit,
      }}
      notice={
        pairing && (
          <PairingCodeCard pairing={pairing} timeZone={locale.timeZone} onDone={() => setPairing(null)} />
        )
      }
      outcome={outcome}
      items={kiosks}
      none={at('kiosk.none')}
      renderItem={(kiosk) => {
        const codeOpen = kiosk.pairingExpiresAt && Date.parse(kiosk.pairingExpiresAt) > now;
        return (
          <>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <IconDeviceTablet size={24} aria-hidden />
                <div>
                  <Title order={2} size="h5">
                    {kiosk.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {kiosk.pairedAt
                      ? at('kiosk.pairedAt', {
                          when: formatMoment(kiosk.pairedAt, language, locale.timeZone),
                        })
                      : at('kiosk.notPaired')}
                  </Text>
                  {codeOpen && (
                    <Text size="sm" c="dimmed">
                      {at('kiosk.codeOpen', {
                        time: formatClock(kiosk.pairingExpiresAt!, language, locale.timeZone),
                      })}
                    </Text>
                  )}
                </div>
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconKey size={16} />}
                  onClick={() => askNewCode(kiosk)}
                  loading={newCode.isPending && newCode.variables === kiosk.id}
                  aria-label={at('kiosk.newCodeOf', { name: kiosk.name })}
                >
                  {at('kiosk.newCode')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setRevoking(kiosk)}
                  aria-label={at('kiosk.revokeOf', { name: kiosk.name })}
                >
                  {at('kiosk.revoke')}
                </Button>
              </Group>
            </Group>
            <KioskFaceSettings key={kiosk.id} kiosk={kiosk} />
          </>
        );
      }}
    >
      <ConfirmDialog
        opened={repairing !== null}
        title={at('kiosk.newCodeTitle')}
        confirmLabel={at('kiosk.newCode')}
        onConfirm={() => repairing && makeNewCode(repairing)}
        onCancel={() => setRepairing(null)}
        loading={newCode.isPending}
        danger={false}
      >
        {repairing && at('kiosk.newCodeBody', { name: repairing.name })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={revoking !== null}
        title={at('kiosk.revokeTitle')}
        confirmLabel={at('kiosk.revoke')}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
        loading={revoke.isPending}
      >
        {revoking && at('kiosk.revokeBody', { name: revoking.name })}
      </ConfirmDialog>
    </CheckInPointsPanel>
  );
}
