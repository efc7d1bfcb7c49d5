import type { Catalog } from '../catalog';
import type { FR_SHELL } from '../fr/shellTexts';

/** The English twin of fr/shellTexts.ts (index.html itself is French only). */
export const EN_SHELL: Catalog<typeof FR_SHELL> = {
  documentTitle: 'Online ticket shop',
  loading: 'Loading…',
};
