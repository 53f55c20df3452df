import {
  FACE_LIMITS,
  FACE_MATCH_DEFAULTS,
  kioskPatchSchema,
  type Kiosk,
  type KioskPatch,
} from '@congregate/contracts';
import { Alert, Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconChevronDown } from './icons.ts';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import type { FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import { useUpdateKiosk } from '../api/update-kiosk.ts';
import { useGatheringsT } from '../i18n/index.ts';
import { formatFaceScore } from '../lib/face-score.ts';
import type { Outcome } from './check-in-points-panel.tsx';

type MatchingField = 'faceThreshold' | 'faceMargin';
const matchingFields: readonly MatchingField[] = ['faceThreshold', 'faceMargin'];

/**
 * One kiosk's face check-in: the switch (turning it on asks first, saying what the kiosk will receive and do)
 * and "Adjust matching": the threshold and margin a match needs, checked with the contracts' schema before
 * sending, with the measured defaults shown and one click back to them.
 */
export function KioskFaceSettings({ kiosk }: { kiosk: Kiosk }) {
  const t = useT();
  const at = useGatheringsT();
  const { language } = useI18n();
  const loadError = useLoadErrorMessage();
  const update = useUpdateKiosk();
  const [asking, setAsking] = useState(false);
  const [open, setOpen] = useState(false);
  const [threshold, setThreshold] = useState<number | string>(kiosk.faceThreshold);
  const [margin, setMargin] = useState<number | string>(kiosk.faceMargin);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const matchingId = useId();
  const number = (value: number) => formatFaceScore(value, language);
  const range: Record<MatchingField, string> = {
    faceThreshold: at('face.thresholdRange', {
      min: number(FACE_LIMITS.thresholdMin),
      max: number(FACE_LIMITS.thresholdMax),
    }),
    faceMargin: at('face.marginRange', { min: number(0), max: number(FACE_LIMITS.marginMax) }),
  };
  // While a change is on its way (and the list refreshes), the switch shows what was asked for.
  const asked = update.isPending ? update.variables?.body.faceMode : undefined;
  const faceMode = asked ?? kiosk.faceMode;

  const save = (body: KioskPatch, saved: string, onSettled?: () => void) => {
    setOutcome(null);
    update.mutate(
      { kioskId: kiosk.id, body },
      {
        onSuccess: () => {
          onSettled?.();
          setOutcome({ ok: true, text: saved });
        },
        onError: (error) => {
          onSettled?.();
          const fields = isApiError(error) && error.status === 422 ? fieldsOf(error.issues) : [];
          if (fields.length > 0) {
            setOpen(true);
            setErrors(Object.fromEntries(fields.map((field) => [field, range[field]])));
          } else setOutcome({ ok: false, text: loadError(error) });
        },
      },
    );
  };

  const switchChanged = (on: boolean) => {
    if (on) return setAsking(true);
    save({ faceMode: false }, at('face.turnedOff', { name: kiosk.name }));
  };

  const submitMatching = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found: FieldErrors = {};
    const typed = { faceThreshold: threshold, faceMargin: margin };
    for (const field of matchingFields) if (typed[field] === '') found[field] = t('validation.required');
    const parsed = kioskPatchSchema.safeParse({
      faceThreshold: Number(threshold),
      faceMargin: Number(margin),
    });
    if (!parsed.success)
      for (const field of fieldsOf(parsed.error.issues.map((issue) => ({ path: issue.path.join('.') }))))
        found[field] ??= range[field];
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    save(parsed.data, at('face.saved', { name: kiosk.name }));
  };

  const resetMatching = () => {
    setThreshold(FACE_MATCH_DEFAULTS.threshold);
    setMargin(FACE_MATCH_DEFAULTS.margin);
    setErrors({});
    save(
      { faceThreshold: FACE_MATCH_DEFAULTS.threshold, faceMargin: FACE_MATCH_DEFAULTS.margin },
      at('face.resetDone', { name: kiosk.name }),
    );
  };

  return (
    <Stack gap="xs" mt="sm">
      <Group gap="md" wrap="wrap" align="center">
        <Switch
          label={at('face.switch')}
          aria-label={at('face.switchOf', { name: kiosk.name })}
          description={faceMode ? at('face.onHint') : at('face.offHint')}
          checked={faceMode}
          disabled={update.isPending}
          onChange={(event) => switchChanged(event.currentTarget.checked)}
        />
        <Button
          size="xs"
          variant="subtle"
          aria-expanded={open}
          aria-controls={open ? matchingId : undefined}
          onClick={() => setOpen((value) => !value)}
          rightSection={
            <IconChevronDown
              size={14}
              style={{ transform: open ? 'rotate(180deg)' : undefined }}
              aria-hidden
            />
          }
        >
          {at('face.adjust')}
        </Button>
      </Group>
      {open && (
        <form
          id={matchingId}
          onSubmit={submitMatching}
          noValidate
          aria-label={at('face.adjustOf', { name: kiosk.name })}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              {at('face.adjustIntro')}
            </Text>
            <Group gap="md" align="flex-start" wrap="wrap">
              <NumberInput
                label={at('face.threshold')}
                description={at('face.thresholdHint', {
                  min: number(FACE_LIMITS.thresholdMin),
                  max: number(FACE_LIMITS.thresholdMax),
                  default: number(FACE_MATCH_DEFAULTS.threshold),
                })}
                value={threshold}
                onChange={(value) => {
                  setThreshold(value);
                  if (errors.faceThreshold) setErrors(({ faceThreshold: _, ...rest }) => rest);
                }}
                error={errors.faceThreshold}
                min={FACE_LIMITS.thresholdMin}
                max={FACE_LIMITS.thresholdMax}
                step={0.01}
                decimalScale={2}
                clampBehavior="none"
                w={260}
              />
              <NumberInput
                label={at('face.margin')}
                description={at('face.marginHint', {
                  max: number(FACE_LIMITS.marginMax),
                  default: number(FACE_MATCH_DEFAULTS.margin),
                })}
                value={margin}
                onChange={(value) => {
                  setMargin(value);
                  if (errors.faceMargin) setErrors(({ faceMargin: _, ...rest }) => rest);
                }}
                error={errors.faceMargin}
                min={0}
                max={FACE_LIMITS.marginMax}
                step={0.01}
                decimalScale={2}
                clampBehavior="none"
                w={260}
              />
            </Group>
            <Group gap="xs">
              <Button type="submit" size="xs" loading={update.isPending}>
                {at('face.save')}
              </Button>
              <Button size="xs" variant="default" onClick={resetMatching} disabled={update.isPending}>
                {at('face.reset')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {outcome && (
        <Alert role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'teal' : 'red'} py="xs">
          {outcome.text}
        </Alert>
      )}
      <ConfirmDialog
        opened={asking}
        title={at('face.confirmTitle', { name: kiosk.name })}
        confirmLabel={at('face.confirm')}
        onConfirm={() =>
          save({ faceMode: true }, at('face.turnedOn', { name: kiosk.name }), () => setAsking(false))
        }
        onCancel={() => setAsking(false)}
        loading={update.isPending}
        danger={false}
      >
        <Stack gap="xs">
          <Text>{at('face.confirmWhat', { name: kiosk.name })}</Text>
          <Text>{at('face.confirmConsent')}</Text>
          <Text>{at('face.confirmFallback')}</Text>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}

/** The matching fields a list of issues names (by the last segment of each issue's path). */
function fieldsOf(issues: readonly { path: string }[]): MatchingField[] {
  const named = new Set(issues.map((issue) => issue.path.split('.').pop()));
  return matchingFields.filter((field) => named.has(field));
}
