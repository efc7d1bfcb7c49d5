// The products on offer for a card or a journey, with the screen's own empty text (SPEC §8 lists); each
// says its validity rule under its name (issue 26: « Billet unitaire » and « Billet à date choisie » looked
// the same).
import { ProductNamesNote } from '../../../ui/ProductNamesNote';
import { useAppSelector } from '../../../app/hooks';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { ProductRow } from './ProductRow';
import { selectProductChoice, shownDdv } from './productChoiceSlice';
import './products.css';

interface Props {
  emptyText: string;
  /** Loaded onto a card (reload, top-up), not sold as a ticket: the simple title's rule differs. */
  onCard: boolean;
}

export function ProductChooser({ emptyText, onCard }: Props) {
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
            onCard={onCard}
            unset={choice.noFreeStart.includes(product.id)}
          />
        ))}
      </ul>
    </>
  );
}
