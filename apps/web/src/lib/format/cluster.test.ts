import { clusterOf } from '@congregate/contracts';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.ts';
import { clusterName } from './cluster.ts';

describe('cluster names', () => {
  it('shows “no cluster” in the person’s language, other clusters as named', () => {
    expect(clusterName((key) => translate('en', key), clusterOf(null))).toBe('No cluster');
    expect(clusterName((key) => translate('fil', key), clusterOf(null))).toBe('Walang cluster');
    expect(clusterName((key) => translate('fil', key), clusterOf('C3-Joy'))).toBe('C3');
  });
});
