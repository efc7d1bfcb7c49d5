// The floor page's entry (bench only, never shipped): React 19, react-router 7, Redux Toolkit, react-redux
// and redux-saga, as the portal uses them, around one route. See bench/floor/serve.ts.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FloorHome } from './FloorHome';
import { createFloorStore } from './floorStore';
import './floor.css';

// The declarative router (BrowserRouter): the same library, its lightest use for one route.
const store = createFloorStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '')}>
        <Routes>
          <Route path="/home-like" element={<FloorHome />} />
        </Routes>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
