// French labels of the address and contact fields (payment, access requests, summary), loaded with them.

export const frAddress = {
  legend: 'Vos coordonnées',
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
  addressComplement: "Complément d'adresse",
  country: 'Pays',
  postalCode: 'Code postal',
  town: 'Ville',
} as const;
