// The path prefixes of spec section 7.
export const PREFIX = {
  infrastructure: '/gateway/servicebus-fssapi/fssapi/infrastructure',
  online: '/dolphin-loan/online',
  customer: '/dolphin-customer',
  loan: '/dolphin-loan',
  assistant: '/dolphin-loan/assistant',
  multiInstallment: '/dolphin-loan/online/payment/multi-installment',
  config: '/dolphin-config',
} as const;
