// date-fns's locale of each language, for the month names of the card top-up's and the origin-destination
// screens' selects (loaded with their chunk, never with home).
import type { Locale } from 'date-fns';
import { enGB, fr } from 'date-fns/locale';
import type { Language } from '../../i18n/catalog';

export const DATE_FNS_LOCALES: Record<Language, Locale> = { fr, en: enGB };
