// The command line of `npm run ops` (decision 0720), without side effects: arguments to a command, help texts,
// and the answer as text. server/tools/ops.ts runs it; tests call these directly.
import { parseArgs } from 'node:util';
import { formatCurrency } from '#src/domain/format.ts';
import { OPERATOR_NAME, REASON_REQUIRED, type OpsCommand, type OpsResult } from '../loans/operations.ts';
import { isReviewQueue, REVIEW_QUEUES, type LoanAction } from '../loans/rules.ts';
import { CLOCK_SUMMARY, CLOCK_USAGE } from './ops-clock.ts';

/** 0 done; 1 refused (unknown loan, not allowed now, no server to ask); 2 a bad command line. */
export const EXIT = { done: 0, refused: 1, usage: 2 } as const;

type Spec = { usage: string; summary: string; details: string[] };
const QUEUES = Object.keys(REVIEW_QUEUES).join('|');

type RepaymentCommand = 'settle' | 'return' | 'withdraw-now' | 'book-repaying-loan' | 'collect' | 'coupon';

const COMMANDS: Readonly<Record<'list' | 'show' | LoanAction | RepaymentCommand, Spec>> = {
  list: {
    usage: 'list [--status <code>]',
    summary: 'Loans, the last changed first (at most 200).',
    details: ['--status: only loans in this status, e.g. 102 originating, 104 approved, 201 pending.'],
  },
  show: {
    usage: 'show <loanNo>',
    summary: 'One loan: status, tracker, application, every decision, its jobs, and the decisions allowed now.',
    details: [],
  },
  approve: {
    usage: 'approve <loanNo> [--reason <text>]',
    summary: 'Approve a signed loan (102: auto validation, a review queue, blocked) -> 104, tracker 3.',
    details: ['Funding then starts at the cut-off of the disbursement date (the next business day if that has passed); the borrower is e-mailed.'],
  },
  decline: {
    usage: 'decline <loanNo> --reason <text>',
    summary: 'Decline a loan before its money is sent -> 206 terminated / cancelled.',
    details: ['The application is refused (no loan amount); a waiting agreement is cancelled; pending jobs are cancelled.'],
  },
  review: {
    usage: `review <loanNo> --queue ${QUEUES} [--reason <text>]`,
    summary: 'Send a signed or approved loan to a review queue -> 102 with the queue as sub-status, tracker 2.',
    details: ['Queues: customer 102001, agent 102002, underwriter 102003, tribe 102004, non-voice 102006 (an agent, in writing).'],
  },
  block: {
    usage: 'block <loanNo> --reason <text>',
    summary: 'Block a signed or approved loan -> 102008, tracker 6 (exception). Nothing is mailed.',
    details: [],
  },
  'start-funding': {
    usage: 'start-funding <loanNo> [--reason <text>]',
    summary: 'Start funding an approved loan now instead of at its funding time -> 201, tracker 4.',
    details: ['In development funding then completes by itself after FUNDING_COMPLETES_AFTER_MS (1 minute by default).'],
  },
  fund: {
    usage: 'fund <loanNo> [--reason <text>]',
    summary: 'The money arrived: an approved or funding loan -> 202 disbursed, tracker 5; the borrower is e-mailed.',
    details: ['Also after a failed funding, once it was sent again.'],
  },
  'fail-funding': {
    usage: 'fail-funding <loanNo> --reason <text>',
    summary: 'The bank refused the money: 201 stays, tracker 6 (exception); the borrower is e-mailed what happens next.',
    details: ['Then fund it once sent again, or decline it.'],
  },
  withdraw: {
    usage: 'withdraw <loanNo> [--reason <text>]',
    summary: 'Withdraw a loan for its borrower (a phone call) before its funding starts -> 103; the borrower is e-mailed.',
    details: ['The signature stays: the agreement shows as signed, the loan as withdrawn.'],
  },
  settle: {
    usage: 'settle <loanNo> [--through <YYYY-MM-DD>]',
    summary: 'Repayment (decision 0730): the pending ACH payments dated today or before settle now (checked), as the bank would after 2 business days.',
    details: [
      'The borrower is e-mailed that the payment was received.',
      "--through: also those dated up to that day, as the sandbox bank's settlement file would on it (a coupon's later payments, to see the loan settle).",
    ],
  },
  return: {
    usage: 'return <loanNo> --reason R01|R02|R08',
    summary: 'The bank returns the latest pending ACH payment: rejected with the code, the loan replayed (a paid-off loan opens again).',
    details: [
      'R01 insufficient funds, R02 account closed, R08 payment stopped. The borrower is e-mailed;',
      'a second failed withdrawal in a row stops automatic withdrawals on all their loans (12 CFR 1041.8).',
    ],
  },
  'withdraw-now': {
    usage: 'withdraw-now <loanNo>',
    summary: "Development: the loan's next automatic withdrawal is taken now (dated today), as on its due date.",
    details: ['By ACH (pending) or from the authorized debit card (approved or declined at once), as the due-date job takes it. Refused in production.'],
  },
  'book-repaying-loan': {
    usage: 'book-repaying-loan --email <e-mail> --portfolio <id>',
    summary: 'Development only: books a funded, partly repaid ACH-autopay loan ($742.50 of $1,000.00) for an existing customer; prints its number.',
    details: ['Refused with NODE_ENV=production. docs/demo-data.md describes the loan.'],
  },
  collect: {
    usage: 'collect <loanNo> [--reason <text>]',
    summary: 'A loan being repaid (202-204) goes to collections -> 205 (no substatus until a coupon is sent).',
    details: ['Only pay off and pay down stay open to the borrower online; a coupon can then be issued.'],
  },
  coupon: {
    usage: 'coupon issue <loanNo> --discount <N%|cents> | --plan <2-6> [--days <N>]',
    summary: 'Coupons (decision 0750): e-mail an offer on a loan in collection (205): settle for less, or a plan; the loan -> 205002.',
    details: [
      '--discount 30% takes 30% off what is owed today; --discount 12500 takes $125.00 off. One payment.',
      '--plan 3: the whole balance (less any --discount) in up to 3 payments. --days: how long it is good for (default 14).',
      'One coupon in effect per loan: a new one retires the one issued before. Outside production the link is printed.',
    ],
  },
};

const REPAYMENT_COMMANDS: readonly string[] = ['settle', 'return', 'withdraw-now', 'book-repaying-loan', 'coupon'];

const DATABASE_NOTE = [
  "Database: the server's own, from the same settings (DATA_DIR, DATABASE_URL; server/config.ts). PostgreSQL is",
  'opened directly, server running or not. The embedded database (PGlite, no DATABASE_URL) allows one process at',
  'a time: while the server has it open (`npm start`), ops sends the command to that server instead, at',
  'http://127.0.0.1:$PORT/dev/ops (this machine only; not in production: stop the server there, or use PostgreSQL).',
  'A decision made while no server runs takes effect at once; its e-mails and funding jobs run when the server starts.',
];

export function mainHelp(defaultOperator: string): string {
  const width = Math.max(...Object.values(COMMANDS).map((spec) => spec.usage.length)) + 2;
  return [
    'Usage: npm run ops -- <command> [options]',
    '',
    'Decisions on loans after signing (decision 0720). Each one is kept in loan_decision with who took it and when (UTC).',
    '',
    'Commands:',
    ...Object.values(COMMANDS).map((spec) => `  ${spec.usage.padEnd(width)}${spec.summary}`),
    `  ${CLOCK_USAGE.padEnd(width)}${CLOCK_SUMMARY}`,
    '',
    'Options of every decision:',
    `  --operator <name>  who decides (default: your user name, "${defaultOperator}")`,
    "  --help             this text; after a command, that command's: npm run ops -- approve --help",
    '',
    ...DATABASE_NOTE,
    '',
    'Exit codes: 0 done, 1 refused (unknown loan, a decision the status does not allow, no server to ask), 2 a bad command line.',
  ].join('\n');
}

export function commandHelp(name: keyof typeof COMMANDS, defaultOperator: string): string {
  const spec = COMMANDS[name];
  const decision = name !== 'list' && name !== 'show' && !REPAYMENT_COMMANDS.includes(name);
  return [
    `Usage: npm run ops -- ${spec.usage}${decision ? ' [--operator <name>]' : ''}`,
    '',
    spec.summary,
    ...spec.details,
    ...(decision ? ['', `--operator: who decides (default: your user name, "${defaultOperator}"); kept with the decision.`] : []),
    '',
    ...DATABASE_NOTE,
  ].join('\n');
}

export type Parsed = { help: string } | { command: OpsCommand } | { usageError: string };

const isCommandName = (name: string): name is keyof typeof COMMANDS => Object.hasOwn(COMMANDS, name);

/** The command line (without `node ops.ts`) as a command, a help text, or what is wrong with it. */
export function parseOpsArgs(argv: readonly string[], defaultOperator: string): Parsed {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        queue: { type: 'string' },
        reason: { type: 'string' },
        operator: { type: 'string' },
        email: { type: 'string' },
        portfolio: { type: 'string' },
        discount: { type: 'string' },
        plan: { type: 'string' },
        days: { type: 'string' },
        through: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    return { usageError: `${(error as Error).message.replace(/\. To specify .*$/s, '.')} See npm run ops -- --help.` };
  }
  const { values, positionals } = parsed;
  const [name, loanNo, ...extra] = positionals;
  if (name === undefined) return values.help ? { help: mainHelp(defaultOperator) } : { usageError: 'Which command? See npm run ops -- --help.' };
  if (!isCommandName(name)) return { usageError: `Unknown command "${name}". Commands: ${Object.keys(COMMANDS).join(', ')}. See npm run ops -- --help.` };
  if (values.help) return { help: commandHelp(name, defaultOperator) };
  const usage = (problem: string) => ({ usageError: `${problem} Usage: npm run ops -- ${COMMANDS[name].usage}` });
  const given = (['status', 'queue', 'reason', 'operator'] as const).filter((option) => values[option] !== undefined);

  if (name === 'coupon') return parseCoupon(positionals.slice(1), values, defaultOperator, usage);

  if (name === 'book-repaying-loan') {
    if (loanNo !== undefined) return usage(`book-repaying-loan takes no loan number ("${loanNo}").`);
    if (!values.email || !/^[^\s@]+@[^\s@]+$/.test(values.email)) return usage("--email is the customer's e-mail address.");
    if (!values.portfolio || !/^\d{1,6}$/.test(values.portfolio)) return usage('--portfolio is the portfolio id, e.g. 110 or 118.');
    return { command: { command: 'book-repaying-loan', email: values.email.toLowerCase(), portfolioId: Number(values.portfolio) } };
  }

  if (name === 'list') {
    if (loanNo !== undefined) return usage(`list takes no loan number ("${loanNo}").`);
    const stray = given.filter((option) => option !== 'status');
    if (stray.length > 0) return usage(`list takes no --${stray[0]}.`);
    if (values.status === undefined) return { command: { command: 'list' } };
    if (!/^\d{3}$/.test(values.status)) return usage(`--status is a loan status code such as 102, not "${values.status}".`);
    return { command: { command: 'list', status: Number(values.status) } };
  }

  if (loanNo === undefined) return usage(`${name} needs a loan number.`);
  if (extra.length > 0) return usage(`One loan at a time: "${extra.join(' ')}" is too much.`);
  const normalized = loanNo.trim().toUpperCase();
  if (!/^[A-Z0-9-]{4,32}$/.test(normalized)) return usage(`"${loanNo}" is not a loan number (letters, digits and -, e.g. GC-12345678).`);
  if (name === 'show') {
    if (given.length > 0) return usage(`show takes no --${given[0]}.`);
    return { command: { command: 'show', loanNo: normalized } };
  }
  if (name === 'settle') {
    if (values.through !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.through))
      return usage(`--through is a date as YYYY-MM-DD, not "${values.through}".`);
    return { command: { command: 'settle', loanNo: normalized, ...(values.through ? { through: values.through } : {}) } };
  }
  if (name === 'collect') {
    const operator = values.operator ?? defaultOperator;
    if (!OPERATOR_NAME.test(operator)) return usage(`--operator must be 1 to 64 letters, digits or . _ @ -, not "${operator}".`);
    const reason = values.reason?.trim();
    return { command: { command: 'collect', loanNo: normalized, operator, ...(reason ? { reason } : {}) } };
  }
  if (name === 'withdraw-now') {
    if (given.length > 0) return usage(`withdraw-now takes no --${given[0]}.`);
    return { command: { command: 'withdraw-now', loanNo: normalized } };
  }
  if (name === 'return') {
    if (values.reason !== 'R01' && values.reason !== 'R02' && values.reason !== 'R08') return usage('return needs --reason R01, R02 or R08.');
    return { command: { command: 'return', loanNo: normalized, reason: values.reason } };
  }

  const action = name;
  if (values.status !== undefined) return usage(`${action} takes no --status.`);
  if (values.queue !== undefined && action !== 'review') return usage(`Only review takes --queue.`);
  const operator = values.operator ?? defaultOperator;
  if (!OPERATOR_NAME.test(operator)) return usage(`--operator must be 1 to 64 letters, digits or . _ @ -, not "${operator}".`);
  const reason = values.reason?.trim();
  if (values.reason !== undefined && !reason) return usage('--reason is empty.');
  if (REASON_REQUIRED.includes(action) && !reason) return usage(`${action} needs --reason: say why, it is kept with the decision.`);
  if (action === 'review') {
    if (values.queue === undefined || !isReviewQueue(values.queue))
      return usage(`review needs --queue, one of ${QUEUES}${values.queue === undefined ? '' : `, not "${values.queue}"`}.`);
    return { command: { command: 'decide', action, loanNo: normalized, queue: values.queue, operator, ...(reason ? { reason } : {}) } };
  }
  return { command: { command: 'decide', action, loanNo: normalized, operator, ...(reason ? { reason } : {}) } };
}

const PAST: Readonly<Record<LoanAction, string>> = {
  approve: 'Approved',
  decline: 'Declined',
  review: 'Sent to review',
  block: 'Blocked',
  'start-funding': 'Started funding',
  fund: 'Funded',
  'fail-funding': 'Marked funding failed',
  withdraw: 'Withdrew',
};

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const statusLine = (loan: { status: string; subStatus: string | null }) => (loan.subStatus ? `${loan.status} / ${loan.subStatus}` : loan.status);

/** The answer as an operator reads it. */
export function formatResult(result: OpsResult): string {
  switch (result.kind) {
    case 'list': {
      if (result.loans.length === 0) return 'No loans.';
      const header = ['LOAN', 'BRAND', 'STATUS', 'TRACKER', 'SIGNED', 'AMOUNT', 'DISBURSEMENT', 'UPDATED (UTC)'];
      const rows = result.loans.map((loan) => [
        loan.loanNo,
        String(loan.portfolioId),
        statusLine(loan),
        loan.tracker ?? '-',
        loan.signed ? 'yes' : 'no',
        formatCurrency(loan.amountCents),
        loan.disbursementDate ?? '-',
        loan.updatedAt,
      ]);
      return table([header, ...rows]);
    }
    case 'show': {
      const { loan } = result;
      const lines = [
        `Loan ${loan.loanNo} (portfolio ${loan.portfolioId})`,
        `  status        ${statusLine(loan)}`,
        `  tracker       ${loan.tracker ?? '-'}`,
        `  signed        ${loan.signed ? 'yes' : 'no'}`,
        `  amount        ${formatCurrency(loan.amountCents)}`,
        `  disbursement  ${loan.disbursementDate ?? '-'}`,
        `  customer      ${loan.customerEmail ?? '- (not attached)'}`,
        `  application   ${loan.applicationNo ?? '-'}${loan.terminationReason ? `, termination ${loan.terminationReason}` : ''}${loan.originationStatus ? `, origination ${loan.originationStatus}` : ''}`,
        `  updated       ${loan.updatedAt}`,
        `  allowed now   ${loan.allowed.length > 0 ? loan.allowed.join(', ') : 'nothing (the loan is past its origination)'}`,
        '',
        'Decisions:',
        ...(loan.decisions.length === 0
          ? ['  none yet']
          : loan.decisions.map((d) => `  ${d.at}  ${d.action}  ${d.from} -> ${d.to}  by ${d.operator}${d.reason ? `: ${d.reason}` : ''}`)),
        '',
        'Jobs:',
        ...(loan.jobs.length === 0
          ? ['  none']
          : loan.jobs.map(
              (j) =>
                `  #${j.id} ${j.kind}${j.mail ? ` (${j.mail})` : ''}  ${j.state}  run at ${j.runAt}, ${j.attempts} attempt(s)${j.lastError ? `, last error: ${j.lastError}` : ''}`,
            )),
      ];
      return lines.join('\n');
    }
    case 'settled':
      return `Settled ${result.settled.length} ACH payment(s) of ${result.loanNo}: ${result.settled.map((one) => `${formatCurrency(one.amountCents)} of ${one.date}`).join(', ')}.`;
    case 'returned':
      return `Returned ${formatCurrency(result.amountCents)} of ${result.date} on ${result.loanNo} (${result.returnCode}, transaction ${result.transactionId}): loan ${result.loanStatus}, principal owed ${formatCurrency(result.balanceCents)}${result.autopayStopped ? '; automatic withdrawals stopped after two failures in a row (12 CFR 1041.8)' : ''}.`;
    case 'withdrawn':
      return `Took ${formatCurrency(result.amountCents)} from ${result.loanNo} now (${result.mode === 15004 ? 'debit card' : 'ACH'}): ${result.returnReason ?? (result.status === 1 ? 'pending' : 'approved')}, transaction ${result.transactionId}.`;
    case 'booked':
      return result.loanNo;
    case 'collected':
      return `${result.loanNo}: ${result.from} -> ${result.to} (with collections).`;
    case 'coupon-issued': {
      const offer =
        result.offer === 'discount'
          ? `${formatCurrency(result.settlementCents)} in one payment instead of ${formatCurrency(result.owedCents)}`
          : `${formatCurrency(result.settlementCents)} in up to ${result.maxPayments} payments (owed ${formatCurrency(result.owedCents)})`;
      return [
        `Coupon ${result.code} issued on ${result.loanNo}: ${offer}, good through ${result.expiresOn}. The loan is 205002 (notified); the e-mail goes out with the jobs.`,
        ...(result.link ? [`Link: ${result.link}`] : []),
      ].join('\n');
    }
    case 'decided':
      return `${PAST[result.action]} ${result.loan.loanNo}: ${result.from} -> ${statusLine(result.loan)}${result.loan.tracker ? `, tracker ${result.loan.tracker}` : ''}. Recorded as ${result.operator} at ${result.at}.`;
  }
}

type Values = { discount?: string | undefined; plan?: string | undefined; days?: string | undefined; operator?: string | undefined };

/** `coupon issue <loanNo> --discount <N%|cents> | --plan <count> [--days N]`. */
function parseCoupon(rest: readonly string[], values: Values, defaultOperator: string, usage: (problem: string) => { usageError: string }): Parsed {
  const [verb, loanNo, ...extra] = rest;
  if (verb !== 'issue') return usage(`coupon takes the verb issue${verb === undefined ? '' : `, not "${verb}"`}.`);
  if (loanNo === undefined) return usage('coupon issue needs a loan number.');
  if (extra.length > 0) return usage(`One loan at a time: "${extra.join(' ')}" is too much.`);
  const normalized = loanNo.trim().toUpperCase();
  if (!/^[A-Z0-9-]{4,32}$/.test(normalized)) return usage(`"${loanNo}" is not a loan number (letters, digits and -, e.g. GC-12345678).`);
  if (values.discount === undefined && values.plan === undefined) return usage('coupon issue needs --discount, --plan or both.');
  let discount: { percent: number } | { cents: number } | undefined;
  if (values.discount !== undefined) {
    const percent = /^(\d{1,2}(?:\.\d{1,2})?)%$/.exec(values.discount);
    if (percent) discount = { percent: Number(percent[1]) };
    else if (/^\d{1,9}$/.test(values.discount)) discount = { cents: Number(values.discount) };
    else return usage(`--discount is a percentage (30%) or cents (12500), not "${values.discount}".`);
    if (('percent' in discount && discount.percent <= 0) || ('cents' in discount && discount.cents <= 0)) return usage('--discount must take something off.');
  }
  if (values.plan !== undefined && !/^[2-6]$/.test(values.plan)) return usage(`--plan is a number of payments from 2 to 6, not "${values.plan}".`);
  if (values.days !== undefined && (!/^\d{1,2}$/.test(values.days) || Number(values.days) < 1 || Number(values.days) > 90))
    return usage(`--days is a number of days from 1 to 90, not "${values.days}".`);
  const operator = values.operator ?? defaultOperator;
  if (!OPERATOR_NAME.test(operator)) return usage(`--operator must be 1 to 64 letters, digits or . _ @ -, not "${operator}".`);
  return {
    command: {
      command: 'coupon-issue',
      loanNo: normalized,
      ...(discount ? { discount } : {}),
      ...(values.plan !== undefined ? { planCount: Number(values.plan) } : {}),
      days: values.days === undefined ? 14 : Number(values.days),
      operator,
    },
  };
}
