// A card-request form like the back office's (sections and fields out of position order), its lists,
// and a request waiting for its details.
import type { AccessRequest, ChoiceList, Form, FormField } from '@shared/access-requests';

const field = (
  id: number,
  position: number,
  label: string,
  type: FormField['type'],
  extra: Partial<FormField> = {},
): FormField => ({
  id,
  nom: `champ${id}`,
  label,
  type,
  requis: false,
  taille: 1,
  position,
  tagExport: null,
  listeId: null,
  ...extra,
});

export const SITUATION_LIST = 21;
export const PICKUP_LIST = 20;

export const cardForm: Form = {
  id: 1,
  nom: 'Demande de carte Ligéo',
  description: 'Votre carte nominative.',
  listeIdRetrait: PICKUP_LIST,
  renouvellement: false,
  sections: [
    {
      position: 2,
      nom: 'Pièces justificatives',
      description: 'PDF, JPG ou PNG.',
      champs: [
        field(141, 2, 'Certificat de scolarité', 'Fichier'),
        field(140, 1, 'Justificatif de domicile', 'Fichier', { requis: true }),
      ],
    },
    {
      position: 1,
      nom: 'Titulaire de la carte',
      description: null,
      champs: [
        field(113, 4, 'Situation', 'Liste', { requis: true, taille: 0, listeId: SITUATION_LIST }),
        field(110, 1, 'Nom', 'Texte', { requis: true, taille: 0, tagExport: 'TITAN_NOM' }),
        field(112, 3, 'Date de naissance', 'Date', { requis: true, taille: 0 }),
        field(111, 2, 'Prénom', 'Texte', { taille: 0, tagExport: 'TITAN_PRENOM' }),
        field(114, 5, 'Code postal', 'Numérique', { tagExport: 'TITAN_CODE_POSTAL' }),
        field(115, 6, 'Adresse e-mail', 'Email', { tagExport: 'TITAN_EMAIL' }),
      ],
    },
  ],
};

export const situations: ChoiceList = {
  donneeDeListes: [
    { label: 'Étudiant', info: null, valeurExport: 'ETU' },
    { label: 'Salarié', info: null, valeurExport: 'SAL' },
  ],
};

export const pickupPoints: ChoiceList = {
  donneeDeListes: [
    {
      label: 'Agence de Blois',
      info: '2 place de la Gare, 41000 Blois\nDu lundi au samedi',
      valeurExport: 'BLO',
    },
    { label: 'Agence de Vendôme', info: null, valeurExport: 'VEN' },
  ],
};

export const waitingRequest: AccessRequest = {
  id: 57,
  guid: '9b1c2d3e-guid',
  demandeurNom: 'Morel',
  demandeurPrenom: 'Léa',
  demandeurEmail: 'lea.morel@exemple.fr',
  demandeurPointRetraitLabel: 'Agence de Blois',
  demandeurPointRetraitInfo: '2 place de la Gare, 41000 Blois',
  formulaireId: 1,
  nomFormulaire: 'Demande de carte Ligéo',
  statut: 'A_CONFIRMER',
  renouvellement: false,
  donneesDeDemandes: [],
};
