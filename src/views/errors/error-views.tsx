import { ErrorPage } from '#src/ui/error-page.tsx';
import type { RoutedViewProps } from '../routed-view.ts';

export function NotFoundView({ heading }: RoutedViewProps) {
  return (
    <ErrorPage
      heading={heading}
      status="404"
      message="We could not find the page you were looking for. The address may be mistyped, or the page may have moved."
    />
  );
}

export function DeniedView({ heading }: RoutedViewProps) {
  return (
    <ErrorPage
      heading={heading}
      status="403"
      message="This page is not available to your account. If you think you should be able to see it, please contact customer service."
    />
  );
}

export function ServerErrorView({ heading }: RoutedViewProps) {
  return (
    <ErrorPage
      heading={heading}
      status="500"
      message="Something went wrong on our side, and it was not anything you did. Please try again in a few minutes."
    />
  );
}
