// The frame screen and the on-board payments' summary, one lazy chunk for both: every route chunk adds its
// files to the preload map of home's entry, which has no room to spare (bench bundle-size). Each route
// still names its page and the sagas it starts; the slices join the store with their modules.
import { frameSaga, IframePage } from '../iframe';
import JustificationPage from './JustificationPage';
import { justificationSaga } from './justificationSaga';

const sagas = { frame: frameSaga, justification: justificationSaga };

export const iframe = { default: IframePage, sagas };
export const justification = { default: JustificationPage, sagas };
