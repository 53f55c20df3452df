import { memberImportIssueCodes } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../../../lib/i18n/index.ts';
import { importMessages } from './index.ts';

describe('membership/member-import messages', () => {
  it('Filipino has exactly the English keys and placeholders', () => {
    expect(dictionaryProblems(importMessages.en, importMessages.fil)).toEqual([]);
  });

  it('words every problem an import report may name', () => {
    const missing = memberImportIssueCodes.filter((code) => !(`issue.${code}` in importMessages.en));
    expect(missing).toEqual([]);
  });
});
