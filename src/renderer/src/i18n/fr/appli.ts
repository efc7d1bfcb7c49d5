// French strings of the mobile-ticket purchase (features/appli) and of its cart and summary, loaded with
// them. Texts quoted from SPEC.md §8 are kept to the letter.

export const frAppli = {
  login: {
    title: 'Connexion à votre compte',
    intro: 'Connectez-vous avec le compte de votre application mobile pour y acheter un billet.',
    mail: 'Adresse e-mail',
    password: 'Mot de passe',
    /** The toggle's name stays the same; aria-pressed says whether the password is shown. */
    showPassword: 'Afficher le mot de passe',
    submit: 'Se connecter',
    mailRequired: 'Veuillez saisir votre adresse e-mail.',
    mailInvalid: 'L’adresse e-mail n’est pas valide.',
    passwordRequired: 'Veuillez saisir votre mot de passe.',
    tooLong: (max: number) => `Ce champ ne doit pas dépasser ${max} caractères.`,
    /** After the inactivity sign-out (not in SPEC): why the login is back. */
    signedOutIdle: (minutes: number) =>
      `Votre compte a été déconnecté après ${minutes} minutes sans activité.`,
  },
  /** Which account is signed in (not in SPEC): on a shared screen, whose purchases these are. */
  account: {
    signedIn: 'Compte connecté :',
    signOut: 'Se déconnecter',
  },
  errors: {
    invalidCredentials: 'Email ou mot de passe invalide. Veuillez réessayer.',
    login: 'Erreur lors de la connexion à votre compte. Veuillez réessayer ultérieurement.',
    products: 'Erreur lors de la récupération des produits vendables. Veuillez réessayer ultérieurement.',
    profileMissing: (label: string) =>
      `Ce titre nécessite le profil ${label}. Vous pouvez le demander dans l’application mobile.`,
    profileUpdate: (label: string) => `Ce titre nécessite que vous mettiez à jour votre profil ${label}.`,
    addToCart: 'Erreur lors de l’ajout du produit au panier. Veuillez réessayer ultérieurement.',
    payment: 'Erreur lors de l’initialisation du paiement. Veuillez réessayer ultérieurement.',
    /** SPEC §8's internal error of a refused support connection (console only; the customer reads `login`). */
    support: 'Erreur connexion du support',
  },
  products: {
    title: 'Choisissez votre billet',
    none: 'Aucun billet n’est proposé à la vente pour le moment.',
    choose: 'Choisir',
    /** The button's accessible name: which product it chooses. */
    chooseNamed: (label: string, price: string) => `Choisir ${label}, ${price}`,
    logout: 'Annuler',
  },
  stores: {
    title: 'Téléchargez l’application mobile',
    appStore: 'Télécharger dans l’App Store',
    googlePlay: 'Disponible sur Google Play',
  },
  recap: {
    /** Where the ticket goes: the account's app (a logo's text is a description, not a name to quote). */
    inApp: 'Votre billet est disponible dans votre application mobile, sur le compte utilisé pour l’acheter.',
  },
} as const;
