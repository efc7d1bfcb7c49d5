// Reading the creation state; before the slice's first action the injected slice gives its initial state.
import { creationSlice } from './creationSlice';

type WithCreation = Parameters<typeof creationSlice.selectSlice>[0];

export const selectCreation = creationSlice.selectSlice;

export const selectChosenForm = (state: WithCreation) => {
  const creation = selectCreation(state);
  return creation.forms.find((f) => f.id === creation.formId) ?? null;
};

export const selectChosenPoint = (state: WithCreation) => {
  const creation = selectCreation(state);
  return creation.points.find((p) => p.label === creation.pointLabel) ?? null;
};
