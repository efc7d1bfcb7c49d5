// SPEC §3 "Address form": the full country list with numeric codes, in French, France (250) first.
import countries from 'i18n-iso-countries';
import frenchNames from 'i18n-iso-countries/langs/fr.json';
import { DEFAULT_COUNTRY_CODE } from '@shared/payment';

countries.registerLocale(frenchNames);

export interface Country {
  code: string;
  name: string;
}

function build(): Country[] {
  const names = countries.getNames('fr', { select: 'official' });
  const list = Object.entries(names)
    .map(([alpha2, name]) => ({ code: String(Number(countries.alpha2ToNumeric(alpha2))), name }))
    .filter((country) => country.code !== 'NaN')
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const france = list.find((country) => country.code === DEFAULT_COUNTRY_CODE);
  return france ? [france, ...list.filter((country) => country !== france)] : list;
}

export const COUNTRIES: readonly Country[] = build();
