import type { MouseEvent } from 'react';
import type { Module } from '@shared/backoffice';
import { useAppDispatch } from '../hooks';
import { moduleChosen } from './moduleActions';

/** Click handler for a module link: the saga decides where it goes (SPEC §2 "Home", tile click). */
export function useChooseModule() {
  const dispatch = useAppDispatch();
  return (module: Module) => (event: MouseEvent) => {
    // Let the browser handle modified clicks (new tab, etc.) on internal links only.
    if (!module.external && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    dispatch(moduleChosen(module));
  };
}
