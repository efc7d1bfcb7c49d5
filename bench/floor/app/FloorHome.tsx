// The floor's one route: the tiles as /home lays them out (width 100 / count, image, title, description,
// button), nothing around them.
import { useSelector } from 'react-redux';
import type { FloorRootState } from './floorStore';

export function FloorHome() {
  const modules = useSelector((state: FloorRootState) => state.floor.modules);
  const failed = useSelector((state: FloorRootState) => state.floor.failed);
  if (failed) return <p role="alert">Les modules n’ont pas pu être chargés.</p>;
  if (!modules) return null;
  const width = 100 / Math.max(modules.length, 1);
  return (
    <ul className="tiles">
      {modules.map((module) => (
        <li key={module.id} className="tile" style={{ width: `${width}%` }}>
          <article className="tile__card">
            <img
              className="tile__image"
              src={module.image.url}
              alt=""
              width={module.image.width}
              height={module.image.height}
            />
            <h3 className="tile__title">{module.title}</h3>
            <p className="tile__description">{module.description}</p>
            <a className="tile__button" href="#">
              {module.buttonLabel}
            </a>
          </article>
        </li>
      ))}
    </ul>
  );
}
