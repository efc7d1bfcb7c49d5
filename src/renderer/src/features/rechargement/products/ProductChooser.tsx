// The products on offer for a card or a journey, with the screen's own empty text (SPEC §8 lists).
import { ProductNamesNote } from '../../../ui/ProductNamesNote';
import { useAppSelector } from '../../../app/hooks';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { ProductRow } from './ProductRow';
import { selectProductChoice, shownDdv } from './productChoiceSlice';
import './products.css';

export function ProductChooser({ emptyText }: { emptyText: string }) {
  const choice = useAppSelector(selectProductChoice);
  if (choice.status === 'loading') return <Spinner />;
  if (choice.status === 'failed') return <Alert tone="error">{choice.error}</Alert>;
  if (choice.status !== 'loaded') return null;
  if (choice.products.length === 0) return <p className="reload-empty">{emptyText}</p>;
  const message = choice.validityMessage;
  return (
    <>
      <ProductNamesNote />
      <ul className="reload-products">
        {choice.products.map((product) => (
          <ProductRow
            key={product.id}
            product={product}
            ddv={shownDdv(choice, product)}
            message={message?.productId === product.id ? message : null}
          />
        ))}
      </ul>
    </>
  );
}
