// The frame of every wizard page (FlowPage) with the wizard's loan-flag notice, its last call's error, and
// the page's tips (meta.tips) beside the card on a wide screen, under it on a phone.
import type { ReactNode } from 'react';
import type { RouteMeta } from '#machines/kit/route-meta.ts';
import { useDisbursementSelector } from '../disbursement-actor.ts';
import { FlowPage } from '#src/ui/flow-page.tsx';
import { Tips } from './tips.tsx';

export type WizardPageProps = {
  meta: RouteMeta;
  heading: ReactNode;
  children: ReactNode;
  /** The content takes the whole column (the loan term's table and chart): the tips stand under the card. */
  wide?: boolean;
  /** The bank-account step: its change-date tip points at its own date picker. */
  onBankStep?: boolean;
};

export function WizardPage({ meta, heading, children, wide = false, onBankStep = false }: WizardPageProps) {
  const notice = useDisbursementSelector((snapshot) => snapshot.context.notice);
  const error = useDisbursementSelector((snapshot) => snapshot.context.error);
  const tips = meta.tips ?? [];
  return (
    <FlowPage
      meta={meta}
      heading={heading}
      notice={notice}
      error={error}
      wide={wide}
      aside={tips.length > 0 ? <Tips tips={tips} onBankStep={onBankStep} /> : undefined}
    >
      {children}
    </FlowPage>
  );
}
