import { List, ThemeIcon } from '@mantine/core';
import { passwordProblems } from '@congregate/contracts';
import { useT } from '../../lib/i18n/index.ts';
import { passwordParams } from '../../lib/forms/field-errors.ts';
import { IconCheck, IconX } from './icons.ts';

/** Live checks of a new password against the shared rules (`passwordProblems`). */
export function PasswordHints({
  id,
  password,
  email,
}: {
  id: string;
  password: string;
  email?: string | null;
}) {
  const t = useT();
  const problems = new Set(passwordProblems(password, email));
  const rules = (['too_short', 'contains_email', 'too_long'] as const).filter(
    (rule) => rule !== 'too_long' || problems.has(rule),
  );
  return (
    <List id={id} size="sm" spacing={2} aria-live="polite">
      {rules.map((rule) => {
        const ok = password.length > 0 && !problems.has(rule);
        return (
          <List.Item
            key={rule}
            c={ok ? 'teal' : 'dimmed'}
            icon={
              <ThemeIcon size={16} radius="xl" color={ok ? 'teal' : 'gray'} variant="light" aria-hidden>
                {ok ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            {t(`password.${rule}`, passwordParams)}
          </List.Item>
        );
      })}
    </List>
  );
}
