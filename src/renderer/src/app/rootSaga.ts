import { all, call } from 'redux-saga/effects';
import { appSaga } from './appSaga';
import { configSaga } from './config/configSaga';
import { deviceSaga } from './device/deviceSaga';
import { languageSaga } from './languageSaga';
import { moduleSaga } from './modules/moduleSaga';
import { sessionSaga } from './session/sessionSaga';

export function* rootSaga() {
  yield all([
    call(appSaga),
    call(configSaga),
    call(moduleSaga),
    call(deviceSaga),
    call(languageSaga),
    call(sessionSaga),
  ]);
}
