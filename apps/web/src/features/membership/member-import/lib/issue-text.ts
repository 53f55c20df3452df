import { MEMBER_COLUMN_HEADERS, type MemberImportError } from '@congregate/contracts';
import type { FeatureTranslate } from '../../../../lib/i18n/index.ts';
import type { importEn } from '../i18n/en.ts';

type ImportTranslate = FeatureTranslate<typeof importEn>;

/**
 * A report entry in the reader's language, from its code, the value as written and its params (never the
 * server's English `message`): "“1980-02-30” is not a date: …", with "Did you mean …?" when the server found a
 * locale of the caller's spelled alike.
 */
export function issueText(t: ImportTranslate, issue: MemberImportError): string {
  const params = { ...issue.params, value: issue.value };
  const text = t(`issue.${issue.code}`, params);
  return issue.code === 'not_your_locale' && issue.params.suggestion !== undefined
    ? `${text} ${t('issue.didYouMean', params)}`
    : text;
}

/**
 * The column of a report entry as the file's header says it: the words of the template and the export
 * (`Birth date`, in English whatever the reader's language, as in the file), an unknown header as written, and
 * `(whole row)` for an entry about the row.
 */
export function columnLabel(t: ImportTranslate, column: string): string {
  if (column === '') return t('upload.wholeRow');
  return (MEMBER_COLUMN_HEADERS as Record<string, string>)[column] ?? column;
}
