import { createAction } from '@reduxjs/toolkit';
import type { Module } from '@shared/backoffice';

/** A home tile or a menu entry was chosen. */
export const moduleChosen = createAction<Module>('modules/chosen');
/** The home page opened, with its `module` query parameter if any. */
export const homeOpened = createAction<{ module: string | null }>('modules/homeOpened');
