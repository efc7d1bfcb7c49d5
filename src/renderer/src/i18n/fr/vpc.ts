// French strings of the shop (features/vpc), loaded with its pages. Texts quoted from SPEC.md are kept to
// the letter.

export const frVpc = {
  categories: 'Catégories de produits',
  previousCategories: 'Catégories précédentes',
  nextCategories: 'Catégories suivantes',
  quantity: 'Quantité',
  add: 'Ajouter',
  added: 'Le produit a bien été ajouté à votre panier',
  goToCart: 'Voir mon panier',
  seeCart: 'Consulter mon panier',
  noCategory:
    'Aucun produit n’est disponible dans la boutique actuellement. Veuillez réessayer ultérieurement.',
  noProductInCategory: 'Aucun produit de cette catégorie n’est disponible pour le moment.',
  loadError: 'Impossible de charger les produits. Veuillez réessayer ultérieurement.',
  addError: 'Impossible d’ajouter le produit au panier. Veuillez réessayer ultérieurement.',
} as const;
