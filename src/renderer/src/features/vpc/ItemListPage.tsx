// /vpc/itemlist: categories carousel and the chosen category's products.
import { ProductNamesNote } from '../../ui/ProductNamesNote';
import { useEffect } from 'react';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { enVpc } from '../../i18n/en/vpc';
import { frVpc } from '../../i18n/fr/vpc';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Spinner } from '../../ui/Spinner';
import { CategoryCarousel } from './CategoryCarousel';
import { MiniCart } from './MiniCart';
import { ProductCard } from './ProductCard';
import { ShopBanners } from './ShopBanners';
import { categorySelected, selectVpc, shopOpened } from './vpcSlice';
import { useCatalog } from '../../i18n/language';

export default function ItemListPage() {
  const tPages = useCatalog(frPages, enPages);
  const tVpc = useCatalog(frVpc, enVpc);
  const dispatch = useAppDispatch();
  const vpc = useAppSelector(selectVpc);
  useEffect(() => {
    dispatch(shopOpened());
  }, [dispatch]);
  const loading = vpc.status === 'loading' || vpc.productsStatus === 'loading';

  return (
    <section className="page shop">
      <h1>{tPages.vpcItemList}</h1>
      <ShopBanners />
      {vpc.categories && vpc.categories.length > 0 ? (
        <CategoryCarousel
          categories={vpc.categories}
          selectedId={vpc.selectedCategoryId}
          onSelect={(id) => dispatch(categorySelected(id))}
        />
      ) : null}
      <div className="shop__body">
        <div className="shop__products">
          {loading ? <Spinner /> : null}
          {vpc.productsStatus === 'loaded' ? (
            <>
              <h2>{vpc.categoryName}</h2>
              {vpc.products.length === 0 ? <p>{tVpc.noProductInCategory}</p> : null}
              <ProductNamesNote />
              <ul className="products">
                {vpc.products.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <MiniCart />
      </div>
    </section>
  );
}
