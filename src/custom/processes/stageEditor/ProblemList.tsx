import { Alert, AlertTitle, Link, List, ListItem } from '@mui/material';
import { memo } from 'react';
import type { GraphProblem } from '../../../schemas/bp/graph';
import { graphProblemText } from '../../../schemas/bp/graph';
import type { Stage } from '../../../schemas/bp/stages';
import { useBpText } from './texts';

export type ProblemListProps = { problems: GraphProblem[]; stages: Stage[]; onShow: (stageId: string) => void };

/** What keeps the drawn process from running; a problem about a stage shows that stage when clicked. */
export const ProblemList = memo(({ problems, stages, onShow }: ProblemListProps) => {
  const { t, locale } = useBpText();
  if (stages.length === 0) return <Alert severity="info">{t('empty')}</Alert>;
  if (problems.length === 0) return <Alert severity="success">{t('noProblems')}</Alert>;
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>{t('problems')}</AlertTitle>
      <List dense disablePadding sx={{ listStyle: 'disc', pl: 2 }}>
        {problems.map((problem, i) => {
          const text = graphProblemText(problem, stages, locale);
          const { stageId } = problem;
          return (
            <ListItem key={`${problem.code}:${problem.stageId ?? ''}:${i}`} disablePadding sx={{ display: 'list-item' }}>
              {stageId ? (
                <Link component="button" type="button" color="inherit" underline="hover" sx={{ textAlign: 'left', font: 'inherit' }} onClick={() => onShow(stageId)}>
                  {text}
                </Link>
              ) : (
                text
              )}
            </ListItem>
          );
        })}
      </List>
    </Alert>
  );
});
ProblemList.displayName = 'ProblemList';
