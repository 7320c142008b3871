import { BO_APP } from '@member/shared/backoffice';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { paths } from '@/shared/paths';

export function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-start gap-3 py-16">
      <h1 className="text-2xl font-semibold">{BO_APP.notFoundTitle}</h1>
      <p className="text-muted">{BO_APP.notFoundBody}</p>
      <Link to={paths.home} className={buttonClass('secondary')}>
        {BO_APP.backHome}
      </Link>
    </div>
  );
}

export default NotFoundRoute;
