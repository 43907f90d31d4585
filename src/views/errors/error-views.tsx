import { ErrorPage } from '#src/ui/error-page.tsx';
import type { RoutedViewProps } from '../routed-view.ts';
import { say } from './words.ts';

export function NotFoundView({ heading }: RoutedViewProps) {
  return <ErrorPage heading={heading} status="404" message={say('errors.notFound.message')} />;
}

export function DeniedView({ heading }: RoutedViewProps) {
  return <ErrorPage heading={heading} status="403" message={say('errors.denied.message')} />;
}

export function ServerErrorView({ heading }: RoutedViewProps) {
  return <ErrorPage heading={heading} status="500" message={say('errors.serverError.message')} />;
}
