import { internationalMobile, type Country, type Locale } from '@congregate/contracts';

export interface VisitorFields {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  heardFrom: string;
  consent: boolean;
  website: string;
}

export const emptyFields: VisitorFields = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  heardFrom: '',
  consent: false,
  website: '',
};

export interface InviterChoice {
  /** What the form sends as `invitedBy`: the invite link's member id, or the handle of one found by name. */
  ref: string;
  displayName: string;
  localeId: string;
}

/** Locales grouped by country, countries and locales in alphabetical order. */
export function localeOptions(locales: readonly Locale[], countries: readonly Country[]) {
  const countryName = new Map(countries.map((country) => [country.id, country.name]));
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const locale of locales) {
    const group = countryName.get(locale.countryId) ?? locale.countryId;
    groups.set(group, [...(groups.get(group) ?? []), { value: locale.id, label: locale.name }]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, items]) => ({ group, items: items.sort((a, b) => a.label.localeCompare(b.label)) }));
}

/** The request body (optional fields left empty are left out; a local mobile in international form). */
export function toBody(
  fields: VisitorFields,
  localeId: string | null,
  inviter: InviterChoice | null,
  callingCode: string | null,
  formToken: string,
) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    localeId: localeId ?? '',
    firstName: fields.firstName,
    lastName: fields.lastName,
    mobile: fields.mobile.trim() ? internationalMobile(fields.mobile, callingCode) : undefined,
    email: optional(fields.email),
    heardFrom: optional(fields.heardFrom),
    invitedBy: inviter?.ref,
    consentToContact: fields.consent,
    website: fields.website || undefined,
    formToken,
  };
}
