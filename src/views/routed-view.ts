import type { ComponentType, ReactNode } from 'react';

/**
 * A view of one routed state. The app hands it the page's <h1> (the state's meta.title), and the view
 * puts it where its design wants it: every routed page has exactly that one heading.
 */
export type RoutedViewProps = { heading: ReactNode };
export type RoutedView = ComponentType<RoutedViewProps>;
