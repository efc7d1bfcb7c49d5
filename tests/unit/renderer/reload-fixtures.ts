// Cards, reload products and topology like the emulator's demo data (issue 12 contract §1), on fixed days:
// "today" is Wednesday 25 November 2026.
import type { CardHolder, SellableProduct } from '@shared/reload';
import type { Itinerary, Line, PhysicalStop } from '@shared/topology';

export const card1: CardHolder = {
  numero: '100000000001',
  numeroAffiche: '1000 0000 0001',
  etat: 'VALIDE',
  client: { dateNaissance: null },
  contrats: [
    {
      nomProduit: 'Abonnement mensuel Ligéo',
      codeLigne: null,
      codeArretOrigine: null,
      codeArretDestination: null,
      soldeJetons: null,
      typeTitre: 1,
      ddv: '2026-11-01',
      dfv: '2026-11-30',
    },
    {
      nomProduit: 'Carnet 10 voyages',
      codeLigne: null,
      codeArretOrigine: null,
      codeArretDestination: null,
      soldeJetons: 4,
      typeTitre: 2,
      ddv: '2026-10-02',
      dfv: '2027-10-01',
    },
    {
      nomProduit: 'Pass 1 jour',
      codeLigne: null,
      codeArretOrigine: null,
      codeArretDestination: null,
      soldeJetons: 1,
      typeTitre: 2,
      ddv: '2026-11-20',
      dfv: '2099-12-31',
    },
  ],
};

export const card2: CardHolder = {
  numero: '100000000002',
  numeroAffiche: '1000 0000 0002',
  etat: 'VALIDE',
  client: { dateNaissance: '1990-05-14' },
  contrats: [],
};

export const card6: CardHolder = {
  numero: '100000000006',
  numeroAffiche: '1000 0000 0006',
  etat: 'VALIDE',
  client: { dateNaissance: null },
  contrats: [
    {
      nomProduit: 'Abonnement mensuel origine-destination',
      codeLigne: 'L2',
      codeArretOrigine: 'BLO-GARE',
      codeArretDestination: 'CHV-CHAT',
      soldeJetons: null,
      typeTitre: 1,
      ddv: '2026-11-01',
      dfv: '2026-11-30',
    },
  ],
};

export const suspended: CardHolder = {
  ...card1,
  numero: '100000000003',
  numeroAffiche: '1000 0000 0003',
  etat: 'SUSPENDU',
};
export const deleted: CardHolder = {
  ...card1,
  numero: '100000000004',
  numeroAffiche: '1000 0000 0004',
  etat: 'SUPPRIME',
};

const product = (fields: Partial<SellableProduct> & Pick<SellableProduct, 'id' | 'codeProduit' | 'label'>) =>
  ({
    price: 10,
    typeTitre: 1,
    typeValidite: 1,
    typePeriode: 'J',
    nbPeriode: 1,
    ddv: '2026-11-25',
    ddvMin: '2026-11-25',
    ddvMax: '2026-11-25',
    dfv: '2026-11-25',
    ddvModifiable: false,
    prixDdv: null,
    ...fields,
  }) as SellableProduct;

export const aboMois = product({
  id: 101,
  codeProduit: 'ABO-MOIS',
  label: 'Abonnement mensuel Ligéo',
  price: 45,
  typeValidite: 3,
  typePeriode: 'M',
  ddv: '2026-11-01',
  ddvMin: '2026-11-01',
  ddvMax: '2027-01-01',
  dfv: '2026-11-30',
  ddvModifiable: true,
});
export const aboGlissant = product({
  id: 102,
  codeProduit: 'ABO-MOIS-GLISSANT',
  label: 'Abonnement 1 mois glissant',
  price: 49,
  typeValidite: 4,
  typePeriode: 'M',
  ddvMax: '2027-01-24',
  dfv: '2026-12-24',
  ddvModifiable: true,
});
export const aboSemaine = product({
  id: 103,
  codeProduit: 'ABO-SEMAINE',
  label: 'Abonnement hebdomadaire',
  price: 14,
  typeValidite: 3,
  typePeriode: 'S',
  ddv: '2026-11-23',
  ddvMin: '2026-11-23',
  ddvMax: '2026-12-21',
  dfv: '2026-11-29',
  ddvModifiable: true,
});
export const aboAnnuel = product({
  id: 104,
  codeProduit: 'ABO-ANNUEL',
  label: 'Abonnement annuel Ligéo',
  price: 42.58,
  typeValidite: 6,
  typePeriode: 'A',
  ddvMax: '2027-01-01',
  dfv: '2026-12-31',
  ddvModifiable: true,
});
export const carnet = product({
  id: 106,
  codeProduit: 'CARNET-10',
  label: 'Carnet 10 voyages',
  price: 13,
  typeTitre: 2,
});
export const passJour = product({
  id: 107,
  codeProduit: 'PASS-JOUR',
  label: 'Pass 1 jour',
  price: 4,
  typeTitre: 2,
  typeValidite: 5,
});
export const liberte = product({
  id: 108,
  codeProduit: 'ABO-LIBERTE',
  label: 'Abonnement Liberté (post-paiement)',
  price: 2,
  typeValidite: 7,
  typePeriode: 'M',
});
export const duplicata = product({
  id: 110,
  codeProduit: 'DUPLICATA',
  label: 'Duplicata de carte',
  price: 0,
  typeTitre: 2,
});

export const reloadProducts = [
  aboMois,
  aboGlissant,
  aboSemaine,
  aboAnnuel,
  carnet,
  passJour,
  liberte,
  duplicata,
];

export const lines: Line[] = [
  { code: 'L1', libelle: 'Ligne 1 Blois – Vendôme' },
  { code: 'L2', libelle: 'Ligne 2 Blois – Romorantin-Lanthenay' },
];

export const stops: PhysicalStop[] = [
  { code: 'BLO-GARE', codeCommercial: 'BLOIS-GARE', libelle: 'Blois – Gare routière' },
  { code: 'VIN-BOUR', codeCommercial: 'VINEUIL-BOURG', libelle: 'Vineuil – Bourg' },
  { code: 'CHV-CHAT', codeCommercial: 'CHEVERNY-CHATEAU', libelle: 'Cheverny – Château' },
  { code: 'ROM-GARE', codeCommercial: 'ROMORANTIN-GARE', libelle: 'Romorantin-Lanthenay – Gare' },
  { code: 'VEN-GARE', codeCommercial: 'VENDOME-GARE', libelle: 'Vendôme – Gare routière' },
  { code: 'BLO-RESI', codeCommercial: 'BLOIS-RESISTANCE', libelle: 'Blois – Place de la Résistance' },
];

export const itineraries: Itinerary[] = [
  {
    codeLigne: 'L1',
    arrets: [
      { codeArret: 'BLO-RESI', ordre: 2 },
      { codeArret: 'BLO-GARE', ordre: 1 },
      { codeArret: 'VEN-GARE', ordre: 3 },
    ],
  },
  {
    codeLigne: 'L2',
    arrets: [
      { codeArret: 'BLO-GARE', ordre: 1 },
      { codeArret: 'VIN-BOUR', ordre: 2 },
      { codeArret: 'CHV-CHAT', ordre: 3 },
      { codeArret: 'ROM-GARE', ordre: 4 },
    ],
  },
];

export const years = Array.from({ length: 111 }, (_, i) => 2026 - i);

const odProduct = (
  fields: Partial<SellableProduct> & Pick<SellableProduct, 'id' | 'codeProduit' | 'label'>,
) => product({ typeTitre: 2, ...fields });

/** Blois – Gare routière to Cheverny – Château (2 stops apart): 2.00 € a trip. */
export const odTickets = [
  odProduct({ id: 201, codeProduit: 'OD-UNITAIRE', label: 'Billet unitaire', price: 2 }),
  odProduct({
    id: 202,
    codeProduit: 'OD-DATE',
    label: 'Billet à date choisie',
    price: 2,
    typeValidite: 4,
    ddvMax: '2026-12-25',
    ddvModifiable: true,
  }),
  odProduct({
    id: 203,
    codeProduit: 'OD-JOUR',
    label: 'Pass journée origine-destination',
    price: 5,
    typeValidite: 5,
  }),
];

export const odTopUps = [
  odProduct({
    id: 211,
    codeProduit: 'OD-ABO-MOIS',
    label: 'Abonnement mensuel origine-destination',
    price: 30,
    typeTitre: 1,
    typeValidite: 3,
    typePeriode: 'M',
    ddv: '2026-11-01',
    ddvMin: '2026-11-01',
    ddvMax: '2027-01-01',
    dfv: '2026-11-30',
    ddvModifiable: true,
  }),
  odProduct({
    id: 212,
    codeProduit: 'OD-ABO-SEMAINE',
    label: 'Abonnement hebdomadaire origine-destination',
    price: 10,
    typeTitre: 1,
    typeValidite: 3,
    typePeriode: 'S',
    ddv: '2026-11-23',
    ddvMin: '2026-11-23',
    ddvMax: '2026-12-21',
    dfv: '2026-11-29',
    ddvModifiable: true,
  }),
  odProduct({ id: 213, codeProduit: 'OD-CARNET-10', label: '10 trajets origine-destination', price: 16 }),
];
