// What /rechargement/articles says of each contract on the card (issue 12 contract §2 "Mes titres"), in the
// customer's language (`t`).
import { isNotUsed, type CardContract } from '@shared/reload';
import type { Line, PhysicalStop } from '@shared/topology';
import type { Catalog } from '../../i18n/catalog';
import type { frRechargement } from '../../i18n/fr/rechargement';
import { formatDay } from '../../ui/dates';

type ContractsText = Catalog<typeof frRechargement.contracts>;

/** 'Du 01/11/2026 au 30/11/2026', or 'Non consommé' for a title ending in 2099 (SPEC §9). */
export function contractPeriod(contract: Pick<CardContract, 'ddv' | 'dfv'>, t: ContractsText): string {
  return isNotUsed(contract.dfv) ? t.notUsed : t.period(formatDay(contract.ddv), formatDay(contract.dfv));
}

/** Trips left on a counted-down title; null for a subscription. */
export function contractTrips(
  contract: Pick<CardContract, 'typeTitre' | 'soldeJetons'>,
  t: ContractsText,
): string | null {
  return contract.typeTitre === 2 ? t.tripsLeft(contract.soldeJetons ?? 0) : null;
}

export const isOdContract = (contract: CardContract) =>
  Boolean(contract.codeLigne && contract.codeArretOrigine && contract.codeArretDestination);

/** 'Ligne 2 Blois – Romorantin-Lanthenay, de Blois – Gare routière à Cheverny – Château'; the codes when the
 * topology is not there. */
export function contractJourney(
  contract: CardContract,
  lines: readonly Line[],
  stops: readonly PhysicalStop[],
  t: ContractsText,
): string | null {
  if (!isOdContract(contract)) return null;
  const line = lines.find((l) => l.code === contract.codeLigne)?.libelle ?? t.lineCode(contract.codeLigne!);
  const stop = (code: string) => stops.find((s) => s.code === code)?.libelle ?? code;
  return t.journey(line, stop(contract.codeArretOrigine!), stop(contract.codeArretDestination!));
}
