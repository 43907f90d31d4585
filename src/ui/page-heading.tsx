import { useEffect, useRef } from 'react';
import { Heading } from '@chakra-ui/react/heading';

export type PageHeadingProps = {
  title: string;
  /** After a page change the heading takes focus, so screen readers start reading the new page there. */
  focusOnMount?: boolean;
};

/** The page's single <h1>: the title of its routed state. */
export function PageHeading({ title, focusOnMount = false }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  return (
    <Heading as="h1" ref={ref} tabIndex={-1} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight" outline="none" data-page-heading="">
      {title}
    </Heading>
  );
}
