// A small chart of the principal owed over the term (calculate-payment-schedule's balanceOverTime): inline
// SVG, an image to assistive technology with its text alternative saying what it shows.
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { PaymentSchedule } from '#src/api/contract/disbursement.ts';
import { toDayNumber } from '#src/domain/iso-date.ts';
import { formatCurrency } from '#src/domain/format.ts';
import { shortDate } from './wording.ts';
import { say } from '../words.ts';

const WIDTH = 320;
const HEIGHT = 180;
const PAD = { left: 8, right: 8, top: 12, bottom: 12 };

/** `datePattern`: the server's (config date-format), as the schedule beside it writes its dates. */
export function BalanceChart({ points, datePattern }: { points: PaymentSchedule['balanceOverTime']; datePattern: string }) {
  if (points.length < 2) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const start = toDayNumber(first.date);
  const span = Math.max(1, toDayNumber(last.date) - start);
  const top = Math.max(1, ...points.map((point) => point.balanceCents));
  const x = (date: string) => PAD.left + ((toDayNumber(date) - start) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (cents: number) => PAD.top + (1 - cents / top) * (HEIGHT - PAD.top - PAD.bottom);
  // A step line: the balance holds until each due date, then drops.
  const path = points
    .map((point, index) => {
      if (index === 0) return `M ${x(point.date).toFixed(1)} ${y(point.balanceCents).toFixed(1)}`;
      const previous = points[index - 1]!;
      return `L ${x(point.date).toFixed(1)} ${y(previous.balanceCents).toFixed(1)} L ${x(point.date).toFixed(1)} ${y(point.balanceCents).toFixed(1)}`;
    })
    .join(' ');
  const area = `${path} L ${x(last.date).toFixed(1)} ${y(0).toFixed(1)} L ${x(first.date).toFixed(1)} ${y(0).toFixed(1)} Z`;
  const half = points.find((point) => point.balanceCents <= first.balanceCents / 2);
  const description = say('disbursement.chart.described', {
    start: formatCurrency(first.balanceCents),
    startDate: shortDate(first.date, datePattern),
    half: half ? say('disbursement.chart.half', { date: shortDate(half.date, datePattern) }) : '',
    end: formatCurrency(last.balanceCents),
    endDate: shortDate(last.date, datePattern),
  });
  return (
    <Box as="figure" m="0" borderWidth="1px" borderColor="border" borderRadius="l2" p="3" bg="bg">
      <Text as="figcaption" fontWeight="bold" fontSize="md" mb="2">
        {say('disbursement.chart.title')}
      </Text>
      <Box color="brand.solid">
        <svg role="img" aria-label={description} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ display: 'block', maxHeight: '12rem' }}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity="0.35" strokeWidth="1" />
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(top)} y2={y(top)} stroke="currentColor" strokeOpacity="0.15" strokeDasharray="4 4" strokeWidth="1" />
          <path d={area} fill="currentColor" fillOpacity="0.12" />
          <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        </svg>
      </Box>
      <Box display="flex" justifyContent="space-between" fontSize="xs" color="fg.muted" mt="1" aria-hidden="true">
        <span>
          {shortDate(first.date, datePattern)} · {formatCurrency(first.balanceCents)}
        </span>
        <span>{shortDate(last.date, datePattern)}</span>
      </Box>
    </Box>
  );
}
