import { ErrorPage } from '@/shared/ui/error-page';

export default function NotFoundRoute() {
  return <ErrorPage status={404} />;
}
