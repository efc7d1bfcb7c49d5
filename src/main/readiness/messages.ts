// The French texts of the kiosk's readiness: the tile text SPEC gives for a sale that cannot print, and
// what the operator is told about the devices.
import { formatDateTimeFr } from '../../shared/dates';
import { PAYMENT_MESSAGES } from '../../shared/payment-messages';

/** Issue 25 §1: the tile of a sale that prints a ticket, when the kiosk cannot print. */
export const PRINTING_UNAVAILABLE_TEXT = 'Impression indisponible sur cette borne';

export const OPERATOR_MESSAGES = {
  paperNearEnd: "Papier bientôt épuisé : remplacez le rouleau de l'imprimante.",
  paperEnd: "Plus de papier dans l'imprimante : remplacez le rouleau.",
  coverOpen: "Capot de l'imprimante ouvert : refermez-le.",
  printerError: "Imprimante en erreur : vérifiez le massicot et le papier, puis redémarrez l'imprimante.",
  printerOffline: 'Imprimante hors ligne.',
  printerSilent: "L'imprimante ne répond pas.",
  printerStatusUnreadable:
    "L'état du papier ne peut pas être lu sur cette imprimante : les ventes continuent sans ce contrôle.",
  terminalUnreachable: 'Terminal de paiement injoignable : la borne est hors service.',
  terminalUnknown: 'Terminal de paiement pas encore vérifié.',
  backOfficeNever: 'Aucun appel réussi au back office depuis le démarrage.',
  backOfficeSince: (lastSuccess: Date, timeZone: string) =>
    `Dernier appel réussi au back office : ${formatDateTimeFr(lastSuccess, timeZone)}.`,
} as const;

/** A payment refused before it started (nothing journaled, the terminal never asked). */
export const PAYMENT_REFUSED_MESSAGES = {
  outOfService: PAYMENT_MESSAGES.unreachable,
  printingUnavailable: `${PRINTING_UNAVAILABLE_TEXT} : le paiement n'a pas été lancé. Aucun montant n'a été débité.`,
} as const;
