// French labels of the address and contact fields (payment, access requests, summary), loaded with them.
// Their errors are SPEC §5's, shared with the emulator's check.
import { ADDRESS_MESSAGES } from '@shared/address-rules';

export const frAddress = {
  legend: 'Vos coordonnées',
  /** The same form when shop goods are sent by post to this address. */
  deliveryLegend: 'Adresse de livraison',
  mandatoryHint: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  gender: 'Civilité',
  mme: 'Madame',
  mr: 'Monsieur',
  lastname: 'Nom',
  firstname: 'Prénom',
  phone: 'Téléphone',
  secondPhone: 'Second téléphone',
  email: 'Adresse e-mail',
  address: 'Adresse',
  addressComplement: 'Complément d’adresse',
  country: 'Pays',
  postalCode: 'Code postal',
  town: 'Ville',
  errors: ADDRESS_MESSAGES,
} as const;
