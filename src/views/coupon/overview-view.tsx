// /coupon/overview: a greeting, whose loan it is (the collection portfolio's name and colour, the collection
// loan number), what is owed today and the offer with its code and last day, and the way to schedule it. A
// coupon not valid (-1) says why, with no way to schedule; once payments are scheduled they show instead of
// the offer, with the way to the congratulations page.
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { COUPON_PATHS, OVERVIEW_PAGE } from '#machines/coupon/pages.ts';
import { COUPON_VALIDITY } from '#src/domain/codes/payment.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { telHref } from '#src/ui/contact.ts';
import { RouteLink } from '#src/ui/route-link.tsx';
import { useAppSelector } from '../app-actor.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { FlowPage } from '#src/ui/flow-page.tsx';
import { Callout } from '#src/ui/callout.tsx';
import { Section } from '#src/ui/section.tsx';
import { useCouponActor, useCouponSelector } from './coupon-actor.ts';
import { LenderMark } from './parts/lender-mark.tsx';
import { OfferBox } from './parts/offer-box.tsx';
import { ScheduledPayments } from './parts/scheduled-payments.tsx';
import { RichWords, say } from './words.ts';

export function OverviewView({ heading }: RoutedViewProps) {
  const actor = useCouponActor();
  const details = useCouponSelector((snapshot) => snapshot.context.details);
  const notice = useCouponSelector((snapshot) => snapshot.context.notice);
  const canSchedule = useCouponSelector((snapshot) => snapshot.can({ type: 'coupon.schedule' }));
  const phone = useAppSelector((snapshot) => snapshot.context.portfolio?.customerServicePhone ?? null);
  if (!details) return null;
  const scheduled = details.payments.length > 0;
  return (
    <FlowPage meta={OVERVIEW_PAGE} heading={heading} notice={notice} wide={scheduled}>
      <Text fontSize="lg" fontWeight="semibold" data-greeting="">
        {say('coupon.overview.hello', { firstName: details.firstName })}
      </Text>
      <LenderMark details={details} />
      {scheduled ? (
        <Section id="scheduled-title" title={say('coupon.overview.scheduledTitle')} testId="scheduled">
          <ScheduledPayments labelledBy="scheduled-title" payments={details.payments} accountLast4={details.accountLast4} />
          <Link asChild variant="underline" colorPalette="brand" fontWeight="semibold" fontSize="md" alignSelf="flex-start">
            <RouteLink href={COUPON_PATHS.congratulations}>{say('coupon.overview.seePlan')}</RouteLink>
          </Link>
        </Section>
      ) : details.validity === COUPON_VALIDITY.notValid ? (
        <Stack gap="4">
          <Callout tone="warning" testId="not-valid">
            <Text fontWeight="semibold">{say('coupon.overview.notAvailable')}</Text>
            <Text>{details.notValidReason ?? say('coupon.overview.noLongerAvailable')}</Text>
          </Callout>
          <Text fontSize="md">
            <RichWords id="coupon.overview.owed" values={{ amount: formatCurrency(details.owedTodayCents) }} parts={[<strong data-owed-today="" />]} />
            {phone && (
              <>
                {' '}
                <RichWords
                  id="coupon.overview.call"
                  values={{ phone }}
                  parts={[<Link href={telHref(phone)} variant="underline" colorPalette="brand" fontWeight="semibold" />]}
                />
              </>
            )}
          </Text>
        </Stack>
      ) : (
        <Stack gap="5">
          <Text fontSize="md">{say('coupon.overview.lead')}</Text>
          <OfferBox details={details} />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" alignItems={{ base: 'stretch', sm: 'center' }}>
            <Button size="lg" colorPalette="brand" px="8" disabled={!canSchedule} onClick={() => actor.send({ type: 'coupon.schedule' })}>
              {say('coupon.overview.schedule')}
            </Button>
            <Text color="fg.muted" fontSize="sm">
              {say('coupon.overview.youChoose')}
            </Text>
          </Stack>
        </Stack>
      )}
      <Text color="fg.muted" fontSize="sm">
        {say('coupon.overview.security')}
      </Text>
    </FlowPage>
  );
}
