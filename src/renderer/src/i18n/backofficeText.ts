// The back office's texts in the page's language: French shows them as sent; English shows our twin of
// the ones we know (i18n/en/backoffice.ts), a module by its code, a footer link by its usual French name,
// and anything else as sent (product names, addresses, a module or a link we do not know).
import type { Module } from '@shared/backoffice';
import type { Language } from './catalog';
import { enBackOffice } from './en/backoffice';
import { frBackOffice } from './fr/backoffice';

export interface ModuleText {
  title: string;
  description: string;
  buttonLabel: string;
  imageAlt: string;
  /** The language the texts are in: a module we do not know stays in the back office's French. */
  lang: Language;
}

type KnownModule = keyof typeof enBackOffice.modules;
const isKnownModule = (id: string): id is KnownModule => Object.hasOwn(enBackOffice.modules, id);

export function moduleText(module: Module, language: Language): ModuleText {
  if (language === 'en' && isKnownModule(module.id))
    return { ...enBackOffice.modules[module.id], lang: 'en' };
  const { title, description, buttonLabel } = module;
  return { title, description, buttonLabel, imageAlt: module.image.alt, lang: 'fr' };
}

/** Compared as a person reads them: without case, accents or extra spaces. */
const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

const knownLinks = new Map(
  Object.entries(frBackOffice.footerLinks).map(([key, label]) => [
    folded(label),
    key as keyof typeof enBackOffice.footerLinks,
  ]),
);

/** A footer link's label: a usual legal document's in English, any other as the back office sends it. */
export function footerLinkLabel(label: string, language: Language): string {
  const known = language === 'en' ? knownLinks.get(folded(label)) : undefined;
  return known ? enBackOffice.footerLinks[known] : label;
}
