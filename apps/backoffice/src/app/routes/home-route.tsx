import { Navigate } from 'react-router';
import { useOperator } from '@/shared/api/session';
import { menuFor } from '../menu';
import { NotFoundRoute } from './not-found-route';

/** `/backoffice/`: the first screen of the menu the operator's role may open. */
export function HomeRoute() {
  const { can } = useOperator();
  const first = menuFor(can)[0];
  return first ? <Navigate to={first.to} replace /> : <NotFoundRoute />;
}
