import type { ReportPeriod } from '@congregate/contracts';
import { Group, Input, NativeSelect, SegmentedControl } from '@mantine/core';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { reportSpans } from '../lib/report-range.ts';
import { useReportsT } from '../i18n/index.ts';

/** A choice of whom the report is about (a locale, a flock, a district), kept in the address by `onChoose`. */
export interface ReportChooser {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChoose: (value: string) => void;
}

/** The report's controls: whom it is about (when there is a choice), then the period. */
export function ReportControls({
  chooser,
  period,
  span,
}: {
  chooser: ReportChooser | null;
  period: ReportPeriod;
  span: number;
}) {
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      {chooser && (
        <NativeSelect
          label={chooser.label}
          value={chooser.value}
          onChange={(event) => chooser.onChoose(event.currentTarget.value)}
          data={chooser.options}
        />
      )}
      <PeriodControls period={period} span={span} />
    </Group>
  );
}

/** Week or month, and how many of them: kept in the address (`?period=month&span=18`). */
export function PeriodControls({ period, span }: { period: ReportPeriod; span: number }) {
  const rt = useReportsT();
  const [, setParams] = useUrlParams();
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        for (const [name, value] of Object.entries(changes))
          if (value === null) current.delete(name);
          else current.set(name, value);
        return current;
      },
      { replace: true },
    );
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Input.Wrapper label={rt('controls.groupBy')} id="report-period" labelElement="div">
        <SegmentedControl
          aria-labelledby="report-period-label"
          value={period}
          onChange={(value) => set({ period: value === 'week' ? null : value, span: null })}
          data={[
            { value: 'week', label: rt('controls.week') },
            { value: 'month', label: rt('controls.month') },
          ]}
        />
      </Input.Wrapper>
      <NativeSelect
        label={rt('controls.span')}
        value={String(span)}
        onChange={(event) =>
          set({ span: event.currentTarget.value === '12' ? null : event.currentTarget.value })
        }
        data={reportSpans[period].map((count) => ({
          value: String(count),
          label: rt(period === 'week' ? 'controls.spanWeeks' : 'controls.spanMonths', { count }),
        }))}
      />
    </Group>
  );
}
