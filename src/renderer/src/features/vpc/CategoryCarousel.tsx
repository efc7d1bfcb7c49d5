// SPEC §2 "Shop": category links in a window of 4; arrows only when there are more than 4.
import { useState } from 'react';
import type { Category } from '@shared/shop';
import { enVpc } from '../../i18n/en/vpc';
import { frVpc } from '../../i18n/fr/vpc';
import { useCatalog } from '../../i18n/language';

export const CAROUSEL_WINDOW = 4;

export function CategoryCarousel(props: {
  categories: Category[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const tVpc = useCatalog(frVpc, enVpc);
  const { categories, selectedId, onSelect } = props;
  const [start, setStart] = useState(0);
  const scrollable = categories.length > CAROUSEL_WINDOW;
  const last = Math.max(0, categories.length - CAROUSEL_WINDOW);
  const visible = categories.slice(start, start + CAROUSEL_WINDOW);

  return (
    <nav className="carousel" aria-label={tVpc.categories}>
      {scrollable ? (
        <button
          type="button"
          className="button button--secondary carousel__arrow"
          aria-label={tVpc.previousCategories}
          disabled={start === 0}
          onClick={() => setStart((s) => Math.max(0, s - 1))}
        >
          ‹
        </button>
      ) : null}
      <ul className="carousel__list">
        {visible.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className={`carousel__item${category.id === selectedId ? ' carousel__item--current' : ''}`}
              aria-current={category.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(category.id)}
            >
              {category.libelle}
            </button>
          </li>
        ))}
      </ul>
      {scrollable ? (
        <button
          type="button"
          className="button button--secondary carousel__arrow"
          aria-label={tVpc.nextCategories}
          disabled={start >= last}
          onClick={() => setStart((s) => Math.min(last, s + 1))}
        >
          ›
        </button>
      ) : null}
    </nav>
  );
}
