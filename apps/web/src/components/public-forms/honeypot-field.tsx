import { useId } from 'react';
import { useT } from '../../lib/i18n/index.ts';

/** Hidden from people (and from screen readers), left in the page for bots to fill. */
const hidden = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/**
 * The public forms' honeypot (the visitor form, the RSVP): a `website` field bots fill and people never see; the
 * form sends what it holds, and the server treats a filled one as a bot (docs/security.md).
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  const id = useId();
  return (
    // Bots fill every field they find; people never see this one.
    <div aria-hidden="true" style={hidden}>
      <label htmlFor={id}>{t('common.honeypot')}</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
