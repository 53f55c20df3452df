import type { Pep } from '@congregate/contracts';

/**
 * The spec's `type` field of a PEP upload: the kind, the PEP's id and the name with underscores,
 * `baptismalForm_<id>_Juan_Dela_Cruz`.
 */
export function uploadType(
  kind: 'photo' | 'baptismalForm',
  pep: Pick<Pep, 'id' | 'firstName' | 'lastName'>,
): string {
  const name = `${pep.firstName} ${pep.lastName}`.trim().split(/\s+/).join('_');
  return `${kind}_${pep.id}_${name}`;
}
