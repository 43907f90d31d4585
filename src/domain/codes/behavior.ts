// Behaviour tracking's source codes (spec section 3: "event-tracking source codes exist for page enter and
// leave and for API actions in account, guidance, me, pre-origination and post-origination. Their values are
// not shown"). Decision 0800 sets them: the area in the thousands (1 to 5), what happened in the units (1 page
// enter, 2 page leave, 3 API action), so 2003 is an API action on a guidance page.
import { defineCodes } from './define-codes.ts';

const area = defineCodes({
  account: [1, 'Account'],
  guidance: [2, 'Guidance'],
  me: [3, 'Me'],
  preOrigination: [4, 'Pre-origination'],
  postOrigination: [5, 'Post-origination'],
});
/** Where in the product a page belongs. */
export const BEHAVIOR_AREA = area.codes;
export type BehaviorArea = (typeof BEHAVIOR_AREA)[keyof typeof BEHAVIOR_AREA];
export const behaviorAreaLabel = area.label;
export const isBehaviorArea = area.has;

const kind = defineCodes({
  pageEnter: ['pageEnter', 'Page enter'],
  pageLeave: ['pageLeave', 'Page leave'],
  apiAction: ['apiAction', 'API action'],
});
/** What happened: a page was entered or left, or a call was answered. */
export const BEHAVIOR_KIND = kind.codes;
export type BehaviorKind = (typeof BEHAVIOR_KIND)[keyof typeof BEHAVIOR_KIND];
export const isBehaviorKind = kind.has;

const KIND_UNIT: Readonly<Record<BehaviorKind, number>> = { pageEnter: 1, pageLeave: 2, apiAction: 3 };

const source = defineCodes({
  accountPageEnter: [1001, 'Account: page enter'],
  accountPageLeave: [1002, 'Account: page leave'],
  accountApiAction: [1003, 'Account: API action'],
  guidancePageEnter: [2001, 'Guidance: page enter'],
  guidancePageLeave: [2002, 'Guidance: page leave'],
  guidanceApiAction: [2003, 'Guidance: API action'],
  mePageEnter: [3001, 'Me: page enter'],
  mePageLeave: [3002, 'Me: page leave'],
  meApiAction: [3003, 'Me: API action'],
  preOriginationPageEnter: [4001, 'Pre-origination: page enter'],
  preOriginationPageLeave: [4002, 'Pre-origination: page leave'],
  preOriginationApiAction: [4003, 'Pre-origination: API action'],
  postOriginationPageEnter: [5001, 'Post-origination: page enter'],
  postOriginationPageLeave: [5002, 'Post-origination: page leave'],
  postOriginationApiAction: [5003, 'Post-origination: API action'],
});
/** The 15 source codes: every area times every kind. */
export const BEHAVIOR_SOURCE = source.codes;
export type BehaviorSource = (typeof BEHAVIOR_SOURCE)[keyof typeof BEHAVIOR_SOURCE];
export const behaviorSourceLabel = source.label;
export const isBehaviorSource = source.has;

/** The source code of a kind of event in an area. */
export function behaviorSourceOf(inArea: BehaviorArea, what: BehaviorKind): BehaviorSource {
  return (inArea * 1000 + KIND_UNIT[what]) as BehaviorSource;
}

/** The kind a source code stands for (the units), for a record checked against its own source. */
export function behaviorKindOf(code: BehaviorSource): BehaviorKind {
  const unit = code % 1000;
  return unit === 1 ? 'pageEnter' : unit === 2 ? 'pageLeave' : 'apiAction';
}
