import { lazy, Suspense } from 'react';
import type { FormatKit } from '../../../resources/fieldFormats';

// The stages' summary and their editor load with the first definition shown.
const StagesSummary = lazy(() => import('./StagesSummary').then((m) => ({ default: m.StagesSummary })));
const StagesSection = lazy(() => import('./StagesSection').then((m) => ({ default: m.StagesSection })));

type Props = { source: string; label?: string };

const StagesText = ({ source }: Props) => (
  <Suspense fallback={null}>
    <StagesSummary source={source} />
  </Suspense>
);

const StagesInput = ({ source }: Props) => (
  <Suspense fallback={null}>
    <StagesSection source={source} />
  </Suspense>
);

/** The stages' positions travel with the stages: shown and edited with them, nothing of their own. */
const Nothing = (_: Props) => null;

/**
 * The field formats of a process definition (src/schemas/entities/bpDefinition.ts): its stages read
 * as their names and are drawn and edited in the stage editor, with the dry run.
 */
export const bpDefinitionFormats: Readonly<Record<string, FormatKit>> = {
  stages: { field: ({ source }) => <StagesText source={source} />, input: ({ source }) => <StagesInput source={source} /> },
  stageSettings: { field: ({ source }) => <Nothing source={source} />, input: ({ source }) => <Nothing source={source} /> },
};
