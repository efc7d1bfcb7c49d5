// French strings of the access requests (features/demandes), loaded with their pages. Texts quoted from
// SPEC.md are kept to the letter.

export const frDemandes = {
  email: 'Adresse e-mail de contact',
  subject: 'Objet de la demande',
  choose: 'Choisissez…',
  pickupPoint: 'Point de retrait',
  captchaLegend: 'Vérification anti-robot',
  submitAccess: 'Valider la demande d’accès',
  /** Not in SPEC: what 'Valider la demande d’accès' waits for, read with the button (it stays reachable). */
  missing: (items: readonly string[]) => `Pour valider, complétez : ${items.join(', ')}.`,
  lastnameRequired: 'Veuillez saisir votre nom.',
  firstnameRequired: 'Veuillez saisir votre prénom.',
  emailRequired: 'Veuillez saisir votre adresse e-mail.',
  emailInvalid: 'L’adresse e-mail n’est pas valide.',
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`,
  subjectRequired: 'Veuillez choisir l’objet de votre demande.',
  pickupRequired: 'Veuillez choisir un point de retrait.',
  noForm: 'Vous ne pouvez pas effectuer de demande pour le moment.',
  formUnavailable: 'Formulaire indisponible : veuillez réessayer ultérieurement.',
  captchaUnavailable: 'La vérification anti-robot est indisponible : veuillez réessayer ultérieurement.',
  creationFailed: 'Une erreur est survenue lors de la création de votre demande d’accès.',
  linkSent: 'Un lien d’accès vous a été envoyé.',
  linkExplanation:
    'Vous allez recevoir un e-mail contenant un lien pour compléter le formulaire détaillé de votre demande. Ce formulaire reste disponible pendant 24h.',
  expired: 'Le lien de votre demande a expiré.',
  renew: 'Effectuer une nouvelle demande',
  lookupFailed: 'Impossible de récupérer la demande. Veuillez réessayer plus tard.',
  alreadyProcessed: 'La demande est déjà en cours de traitement.',
  send: 'Envoyer ma demande',
  sending: 'Envoi de votre demande en cours…',
  fileTooLarge: 'Fichier trop volumineux',
  sendFailed: 'Une erreur s’est produite. Veuillez réessayer ultérieurement',
  fieldRequired: 'Ce champ est obligatoire.',
  fileRequired: 'Veuillez joindre un fichier.',
  fileType: (types: string) => `Seuls les fichiers ${types} sont acceptés.`,
  fileLimit: (types: string, megabytes: number) => `${types}, moins de ${megabytes} Mo`,
  /** 'PDF, JPG ou PNG' */
  fileTypes: (names: readonly string[]) => `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}`,
  fileChosen: 'Fichier choisi :',
  /** The file control, in French instead of the browser's "Choose File / No file chosen". */
  chooseFile: 'Choisir un fichier',
  noFileChosen: 'Aucun fichier choisi',
  digitsOnly: 'Veuillez saisir uniquement des chiffres.',
  dateInvalid: 'La date doit être au format JJ/MM/AAAA.',
  dateFormat: 'JJ/MM/AAAA',
  cardSaved: 'Votre demande de carte a été enregistrée.',
  renewalSaved: 'Votre demande de renouvellement a été enregistrée.',
  confirmationMail: 'Vous allez recevoir un e-mail de confirmation.',
  pickupMail: (point: string) =>
    `Un autre e-mail vous sera envoyé lorsque votre carte sera disponible au point de retrait « ${point} ».`,
  validatedMail: 'Un autre e-mail vous sera envoyé lorsque votre demande aura été validée.',
} as const;
