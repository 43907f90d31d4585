// /guidance/bank-statement: a recent bank statement instead of online verification. The file's type and
// size are checked before it is sent (the server checks the type again by its content); once stored the
// app opens /notification/104.
import { BUSY } from '#machines/kit/retry.ts';
import { useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { BANK_STATEMENT_MAX_BYTES, BANK_STATEMENT_TYPES } from '#src/api/contract/application.ts';
import { RESULT } from '#src/api/contract/result-codes.ts';
import { sayResult } from '#src/api/contract/result-words.ts';
import type { StatementUpload } from '#machines/guidance/types.ts';
import type { RoutedViewProps } from '../routed-view.ts';
import { ErrorSummary } from '#src/ui/forms/error-summary.tsx';
import { useErrorTitle } from '#src/ui/forms/use-error-title.ts';
import { useGuidanceActor, useGuidanceSelector } from './guidance-actor.ts';
import { GuidanceCard } from './parts/guidance-card.tsx';
import { say } from './parts/words.ts';
import { sectionWords } from '#machines/guidance/words.ts';

const FIELD_ID = 'field-statement';

/** What is wrong with a file before sending it, or null. */
export function statementProblem(file: { type: string; size: number } | null): string | null {
  if (!file) return say('guidance.statement.missing');
  if (!(BANK_STATEMENT_TYPES as readonly string[]).includes(file.type)) return say('guidance.statement.wrongType');
  if (file.size === 0) return say('guidance.statement.empty');
  if (file.size > BANK_STATEMENT_MAX_BYTES) return sayResult(RESULT.statementTooLarge);
  return null;
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error(say('guidance.statement.unreadable')));
    reader.readAsDataURL(file);
  });
}

export function BankStatementView({ heading }: RoutedViewProps) {
  const actor = useGuidanceActor();
  const refusal = useGuidanceSelector((snapshot) => snapshot.context.error);
  const uploading = useGuidanceSelector((snapshot) => snapshot.hasTag(BUSY));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  const summary = [...(refusal ? [{ message: refusal }] : []), ...(problem ? [{ message: problem, fieldId: FIELD_ID }] : [])];
  useErrorTitle(summary.length > 0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTries(tries + 1);
    const found = statementProblem(file);
    setProblem(found);
    if (found || !file) return;
    try {
      const upload: StatementUpload = {
        fileName: file.name.slice(0, 200),
        contentType: file.type as StatementUpload['contentType'],
        contentBase64: await readBase64(file),
      };
      actor.send({ type: 'statement.submit', file: upload });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : say('guidance.statement.unreadable'));
    }
  };

  return (
    <GuidanceCard heading={heading} caption={sectionWords('ibv')}>
      <Text fontSize="md">{say('guidance.statement.lead')}</Text>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={uploading}>
        <Stack gap="4">
          <ErrorSummary items={summary} focusKey={`${tries}:${refusal ?? ''}`} />
          <Stack gap="1.5">
            <chakra.label htmlFor={FIELD_ID} fontWeight="semibold" fontSize="md">
              {say('guidance.statement.label')}
            </chakra.label>
            <Text id={`${FIELD_ID}-hint`} color="fg.muted">
              {say('guidance.statement.hint')}
            </Text>
            <chakra.input
              id={FIELD_ID}
              type="file"
              accept={BANK_STATEMENT_TYPES.join(',')}
              aria-describedby={`${FIELD_ID}-hint${problem ? ` ${FIELD_ID}-error` : ''}`}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0] ?? null;
                setFile(chosen);
                setProblem(chosen ? statementProblem(chosen) : null);
              }}
              // Not the bare browser control (issue 18, defect 10): a drop area in our tokens, its button in the brand's colour.
              w="full"
              minW="0"
              p="3"
              borderWidth="2px"
              borderStyle="dashed"
              borderRadius="l2"
              borderColor={problem ? 'border.error' : 'border.control'}
              bg="bg.subtle"
              color="fg"
              fontSize="md"
              cursor="pointer"
              _hover={{ borderColor: 'brand.solid' }}
              _focusVisible={{ outline: '3px solid #FFBF47', outlineOffset: '2px' }}
              css={{
                '&::file-selector-button': {
                  marginInlineEnd: 'var(--ck-spacing-3)',
                  paddingInline: 'var(--ck-spacing-4)',
                  paddingBlock: 'var(--ck-spacing-2)',
                  border: 'none',
                  borderRadius: 'var(--ck-radii-l2)',
                  background: 'var(--ck-colors-brand-solid)',
                  color: 'var(--ck-colors-brand-contrast)',
                  font: 'inherit',
                  fontWeight: 600,
                  cursor: 'pointer',
                },
              }}
            />
            <Text id={`${FIELD_ID}-error`} minH="5" color="fg.error" fontWeight="semibold" aria-live="polite">
              {problem}
            </Text>
          </Stack>
          <Button
            type="submit"
            size="lg"
            colorPalette="brand"
            w={{ base: 'full', sm: 'auto' }}
            loading={uploading}
            loadingText={say('guidance.statement.uploading')}
          >
            {say('guidance.statement.upload')}
          </Button>
        </Stack>
      </form>
    </GuidanceCard>
  );
}
