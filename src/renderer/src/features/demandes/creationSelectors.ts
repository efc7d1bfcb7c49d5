// Reading the creation state; loaded with the route, not with the store.
import type { CreationState } from './creationSlice';

interface WithCreation {
  creation: CreationState;
}

export const selectCreation = (state: WithCreation) => state.creation;

export const selectChosenForm = ({ creation }: WithCreation) =>
  creation.forms.find((f) => f.id === creation.formId) ?? null;

export const selectChosenPoint = ({ creation }: WithCreation) =>
  creation.points.find((p) => p.label === creation.pointLabel) ?? null;
